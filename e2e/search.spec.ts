import { expect, test, type Page } from '@playwright/test';
import { findProducts } from '../lib/content/finder';
import { publicPath } from '../lib/i18n/paths';
import english from '../messages/en-US/content.json';
import englishSupport from '../messages/en-US/support.json';
import germanSupport from '../messages/de-DE/support.json';
import englishPages from '../messages/en-US/pages.json';
import { DESKTOP_UA, IPHONE } from './helpers';

/** The result groups of a results page, in order: each heading and the link texts under it. */
async function groupsOf(page: Page): Promise<{ heading: string; links: string[] }[]> {
  return page.locator('main section[aria-labelledby^="results-"]').evaluateAll((sections) =>
    sections.map((section) => ({
      heading: section.querySelector('h2')?.textContent?.trim() ?? '',
      links: [...section.querySelectorAll('li a')].map((link) => link.textContent?.trim() ?? ''),
    })),
  );
}

test.describe('results page', () => {
  test.use({ userAgent: DESKTOP_UA });

  test('“neutral”: the article on switching without a neutral wire first, the answer, then exactly the products that need none, before pages', async ({ page }) => {
    await page.goto('/search?q=neutral');
    const groups = await groupsOf(page);
    const kinds = englishPages.search.kinds;
    expect(groups.map((group) => group.heading).slice(0, 3)).toEqual([kinds.article, kinds.help, kinds.product]);
    expect(groups[0]!.links[0]).toBe(englishSupport.articles.items['no-neutral-flicker'].title);
    expect(groups[1]!.links[0]).toBe(englishSupport.help.topics.installation.questions.neutral.q);
    const noNeutral = findProducts({ neutral: 'no' }).filter((product) => product.mainsWired).map((product) => english.products[product.slug].name);
    expect(new Set(groups[2]!.links)).toEqual(new Set(noNeutral));
    await expect(page.locator(`a[href="/support/articles/no-neutral-flicker"]`).first()).toBeVisible();
  });

  test('German compounds: “Unterputzdose” and “Schalterdose” find the wall-box article first', async ({ page }) => {
    for (const query of ['Unterputzdose', 'Schalterdose']) {
      await page.goto(`/de-DE/search?q=${query}`);
      const first = page.locator('main section[aria-labelledby^="results-"] li a').first();
      await expect(first, query).toHaveText(germanSupport.articles.items['wall-boxes'].title);
      await expect(first).toHaveAttribute('href', '/de-DE/support/articles/wall-boxes');
    }
  });

  test('nothing found: the page says so and offers the finder, the help center and the contact page, in the shell', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...IPHONE, baseURL });
    const page = await context.newPage();
    await page.goto('/m/catalogsearch/result?val=xyzzy');
    await expect(page.getByRole('status')).toHaveText('Nothing found');
    for (const path of ['/products', '/support', '/contact'] as const) {
      await expect(page.locator(`main a[href="${publicPath('en-US', 'mobile', path)}"]`).first()).toBeVisible();
    }
    await context.close();
  });

  test('a document result links its PDF in the visitor’s language', async ({ page }) => {
    await page.goto('/fr-FR/search?q=catalogue');
    await expect(page.locator('main a[href="/catalog/aurex-catalog-fr-FR.pdf"][type="application/pdf"]')).toBeVisible();
  });
});
