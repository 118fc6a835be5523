import { expect, test, type Page } from '@playwright/test';
import { IPHONE, ONE_PIXEL_PNG, tabUntil, untilHydrated } from './helpers';
import { LOCALES } from '../lib/i18n/locales';

/**
 * The site used with the keyboard alone: skip link, a visible focus indicator on everything
 * that takes focus, the desktop and mobile menus, the language switcher, the product
 * configurator, the PDF viewer, and `prefers-reduced-motion`.
 */

// Each test is a long keyboard conversation with the page: give slow machines room.
test.describe.configure({ timeout: 180_000 });


/** What the focused element looks like: whether it shows an indicator, and where it is. */
async function focusedState(page: Page) {
  return page.evaluate(async () => {
    // Judged once the focus change has been painted: on a loaded machine the first Tab can be measured before that.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const shows = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || (style.boxShadow !== 'none' && style.boxShadow !== '');
    // A transparent input drawn by the element around it (the configurator's radios, the picture picker) shows focus there.
    const drawnBy = element instanceof HTMLInputElement && getComputedStyle(element).opacity === '0' ? element.parentElement : null;
    const target = drawnBy ?? element;
    const indicated =
      element.matches(':focus-visible') &&
      (shows(getComputedStyle(target)) || shows(getComputedStyle(target, '::after')) || shows(getComputedStyle(target, '::before')));
    const box = target.getBoundingClientRect();
    const onScreen = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    const landmark = element.closest('header, footer, aside, main, dialog')?.tagName.toLowerCase() ?? 'body';
    const name = `${landmark} ${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    return { indicated, onScreen, name, landmark };
  });
}

/** Tabs through the page from its start until focus comes back round; returns the failures. */
async function tabThroughPage(page: Page, limit = 400): Promise<{ visited: string[]; failures: string[] }> {
  const visited: string[] = [];
  const failures: string[] = [];
  // Instant scrolling: a focused element is judged where it lands, not halfway through a smooth scroll.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.locator('body').focus();
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const state = await focusedState(page);
    if (!state) break;
    if (visited.length > 0 && state.name === visited[0]) break;
    visited.push(state.name);
    if (!state.indicated) failures.push(`no visible focus indicator: ${state.name}`);
    if (!state.onScreen) failures.push(`focused but off screen or hidden: ${state.name}`);
  }
  return { visited, failures };
}

test.describe('skip link', () => {
  for (const [shell, path] of [
    ['desktop', '/panel/0'],
    ['mobile', '/m/panel/0'],
  ] as const) {
    test(`${shell}: first focusable, visible on focus, moves focus to main`, async ({ browser }) => {
      const context = await browser.newContext(shell === 'mobile' ? IPHONE : { viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await page.goto(path);
      const skip = page.locator('a.skip-link');
      await expect(skip).not.toBeInViewport();
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await expect(skip).toHaveAccessibleName('Skip to main content');
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
      // The next Tab continues inside the main content, not back in the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
      await context.close();
    });
  }
});

test.describe('visible focus everywhere', () => {
  // A walk presses Tab a hundred times or more, one round trip each.
  test.describe.configure({ timeout: 240_000 });
  test('desktop: every stop of the Tab order on the home page shows a focus indicator and is on screen', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const { visited, failures } = await tabThroughPage(page);
    expect(failures, failures.join('\n')).toEqual([]);
    // The walk really went through header, submenus, main, the contact rail and the footer.
    for (const landmark of ['header', 'main', 'aside', 'footer']) expect(visited.some((name) => name.startsWith(`${landmark} `)), landmark).toBe(true);
    expect(visited.length).toBeGreaterThan(40);
  });

  test('desktop: a product page and the footer on a dark background', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/products/touch-switch-2-gang');
    const { visited, failures } = await tabThroughPage(page);
    expect(failures, failures.join('\n')).toEqual([]);
    expect(visited.some((name) => name.startsWith('main input'))).toBe(true);
  });

  test('mobile: header, open menu with a submenu, and footer', async ({ browser }) => {
    const context = await browser.newContext(IPHONE);
    const page = await context.newPage();
    await page.goto('/m/story');
    const closed = await tabThroughPage(page);
    expect(closed.failures, closed.failures.join('\n')).toEqual([]);
    expect(closed.visited.some((name) => name.startsWith('footer '))).toBe(true);

    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button').first().click();
    const failures: string[] = [];
    // Every stop inside the open menu: links, submenu links, search, language switcher.
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      const state = await focusedState(page);
      if (!state || state.landmark !== 'header') break;
      if (!state.indicated) failures.push(`no visible focus indicator: ${state.name}`);
      if (!state.onScreen) failures.push(`focused but hidden: ${state.name}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
    await context.close();
  });
});

test('desktop header menu: Tab opens a submenu and walks into it, Escape closes it and keeps focus', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/story');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const trigger = nav.locator('button[aria-expanded]').first();
  const submenu = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  await tabUntil(page, trigger);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(submenu).toBeVisible();
  await page.keyboard.press('Tab');
  const firstLink = submenu.getByRole('link').first();
  await expect(firstLink).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(submenu.getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(submenu).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  // Enter reopens it; Shift+Tab back out of the menu closes it.
  await page.keyboard.press('Enter');
  await expect(submenu).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(submenu).toBeHidden();
  // Focus alone opens it again; Enter on a submenu link follows it.
  await trigger.focus();
  await expect(submenu).toBeVisible();
  await page.keyboard.press('Tab');
  const href = await firstLink.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
});

test('mobile menu: Enter opens, Tab and Enter walk a submenu, Escape closes and returns focus', async ({ browser }) => {
  const context = await browser.newContext(IPHONE);
  const page = await context.newPage();
  await page.goto('/m/story');
  const burger = page.getByRole('button', { name: 'Open menu' });
  await tabUntil(page, burger);
  // Reaching the button loads the menu's code, which takes the focus over (on-demand parts).
  await untilHydrated(burger);
  await expect(burger).toBeFocused();
  await page.keyboard.press('Enter');
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  const first = menu.locator('a, button').first();
  await expect(first).toBeFocused();
  const group = menu.locator('button[aria-expanded]').first();
  await tabUntil(page, group, 10);
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const sublist = page.locator(`[id="${await group.getAttribute('aria-controls')}"]`);
  await expect(sublist.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  // Tabbing past the end of the open menu closes it rather than moving focus under it.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  for (let step = 0; step < 40 && (await menu.isVisible()); step += 1) await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  await context.close();
});

for (const [where, path] of [
  ['header', '/story'],
  ['footer', '/story'],
  ['mobile menu', '/m/story'],
] as const) {
  test(`language switcher in the ${where}: Enter opens, arrows and Tab move through languages, Escape closes`, async ({ browser }) => {
    const context = await browser.newContext(where === 'mobile menu' ? IPHONE : { viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(path);
    if (where === 'mobile menu') {
      await page.getByRole('button', { name: 'Open menu' }).focus();
      await page.keyboard.press('Enter');
    }
    const scope = page.locator(where === 'footer' ? 'footer' : 'header');
    const toggle = scope.getByRole('button', { name: /^Language:/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    const languages = list.getByRole('link');
    await expect(languages).toHaveCount(LOCALES.length);
    // Tab enters the list, arrows move inside it, Home and End jump to its ends.
    await page.keyboard.press('Tab');
    await expect(languages.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(languages.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(languages.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(languages.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(languages.nth(LOCALES.length - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(languages.nth(0)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(languages.nth(1)).toBeFocused();
    await expect(languages.nth(1)).toBeInViewport();
    // Every entry names its language in that language.
    await expect(languages.nth(1)).toHaveAttribute('lang', /.+/);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(toggle).toBeFocused();
    // ArrowDown on the closed button opens the list on the current language.
    await page.keyboard.press('ArrowDown');
    await expect(list).toBeVisible();
    await expect(list.locator('a[aria-current="true"]')).toBeFocused();
    // Choosing with Enter goes to the same page in that language.
    const german = list.locator('a[href*="/de-DE/"]');
    await page.keyboard.press('Home');
    for (let step = 0; step < LOCALES.length && !(await german.evaluate((link) => link === document.activeElement)); step += 1) await page.keyboard.press('ArrowDown');
    await expect(german).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/de-DE${path.startsWith('/m') ? '/m' : ''}/story$`));
    await context.close();
  });
}

test('feedback form: Tab reaches the picture picker, its focus shows on the button, Space opens the file chooser', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // Instant scrolling: the focused picker is judged where it lands, not halfway through a smooth scroll.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/support/feedback');
  // The translated picker replaces the browser's control once the script runs.
  await expect(page.locator('#feedback-attachments-chosen').getByText('No picture chosen')).toBeVisible();
  await tabUntil(page, page.getByLabel('Add Attachments'));
  const state = await focusedState(page);
  expect(state?.indicated, state?.name).toBe(true);
  expect(state?.onScreen, state?.name).toBe(true);
  // On a loaded machine the browser once let a press go by without a chooser (once in a full run):
  // the picker is pressed again, still by Space on the focused picker, until one opens.
  await expect(async () => {
    await expect(page.getByLabel('Add Attachments')).toBeFocused({ timeout: 1000 });
    const chooser = page.waitForEvent('filechooser', { timeout: 3000 });
    await page.keyboard.press('Space');
    await (await chooser).setFiles([{ name: 'gang.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG }]);
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('1 picture chosen')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of gang.png' })).toBeVisible();
});

test('PDF viewer: Enter on the cover opens it with the focus in the pages; Tab, typing and Enter go to a page, turn pages and zoom; keys in the viewport turn pages', async ({ page }) => {
  test.slow(); // pdf.js renders several pages on a 2-core machine.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/photo');
  const cover = page.getByTestId('catalog-cover');
  await untilHydrated(cover);
  await tabUntil(page, cover);
  await page.keyboard.press('Enter');
  const viewport = page.getByTestId('pdf-viewport');
  await expect(viewport).toBeFocused();
  await expect(viewport.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  const pageNumber = page.getByRole('spinbutton', { name: 'Page number' });
  await page.keyboard.press('ArrowRight');
  await expect(pageNumber).toHaveValue('2');
  // Back from the pages to the page number: the toolbar comes before them.
  for (let step = 0; step < 10 && !(await pageNumber.evaluate((element) => element === document.activeElement)); step += 1) {
    await page.keyboard.press('Shift+Tab');
  }
  const width = () => viewport.locator('canvas').first().evaluate((canvas) => canvas.getBoundingClientRect().width);
  const pressOn = async (target: Parameters<typeof tabUntil>[1], key: string) => {
    await tabUntil(page, target);
    const state = await focusedState(page);
    expect(state?.indicated, state?.name).toBe(true);
    await page.keyboard.press(key);
  };

  await expect(pageNumber).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(pageNumber).toHaveValue('5');
  await pressOn(page.getByRole('button', { name: 'Next page' }), 'Enter');
  await expect(pageNumber).toHaveValue('6');
  const before = await width();
  await pressOn(page.getByRole('button', { name: 'Zoom in' }), 'Enter');
  await expect.poll(width).toBeGreaterThan(before * 1.1);
  await pressOn(viewport, 'ArrowRight');
  await expect(pageNumber).toHaveValue('7');
  await page.keyboard.press('Home');
  await expect(pageNumber).toHaveValue('1');
  await page.keyboard.press('0');
  await expect.poll(width).toBeCloseTo(before, -1);
});

test('product configurator: arrow keys choose a standard and a style, the SKU follows', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/products/touch-switch-2-gang');
  const standard = page.getByRole('radiogroup', { name: 'Select Standard' }).or(page.getByRole('group', { name: 'Select Standard' }));
  const style = page.getByRole('radiogroup', { name: 'Select Style' }).or(page.getByRole('group', { name: 'Select Style' }));
  const sku = page.locator('dd[aria-live]');
  const before = (await sku.textContent())!;
  await tabUntil(page, standard.getByRole('radio').first());
  await expect(standard.getByRole('radio').first()).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(standard.getByRole('radio').nth(1)).toBeChecked();
  await expect(standard.getByRole('radio').nth(1)).toBeFocused();
  await expect(sku).not.toHaveText(before);
  const afterStandard = (await sku.textContent())!;
  // One Tab leaves the standard group for the style group (a radio group is one Tab stop).
  await page.keyboard.press('Tab');
  await expect(style.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(style.getByRole('radio').nth(2)).toBeChecked();
  await expect(sku).not.toHaveText(afterStandard);
  const chosen = (await style.getByRole('radio').nth(2).getAttribute('value'))!;
  expect(chosen).toBeTruthy();
  // The drawing follows the choice and is named after it.
  const label = await style.getByRole('radio').nth(2).evaluate((input) => input.closest('label')!.textContent!.trim());
  await expect(page.getByRole('img', { name: new RegExp(label) })).toBeVisible();
});

test.describe('prefers-reduced-motion', () => {
  /** The longest transition or animation of any element, in ms, and the page's scroll behaviour. */
  async function motionOf(page: Page) {
    return page.evaluate(() => {
      const seconds = (value: string) => Math.max(...value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part))));
      let longest = 0;
      let where = '';
      for (const element of document.querySelectorAll('*')) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          const duration = Math.max(
            style.animationName === 'none' ? 0 : seconds(style.animationDuration),
            style.transitionProperty === 'none' ? 0 : seconds(style.transitionDuration),
          );
          if (duration > longest) {
            longest = duration;
            where = `${element.tagName.toLowerCase()}.${element.className}${pseudo ?? ''}`;
          }
        }
      }
      return { longestMs: longest * 1000, where, scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior };
    });
  }

  for (const path of ['/', '/products/touch-switch-2-gang', '/m']) {
    test(`${path}: no transitions, animations or smooth scrolling when the visitor asks for less motion`, async ({ browser }) => {
      const context = await browser.newContext({ ...(path.startsWith('/m') ? IPHONE : {}), reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(path);
      const reduced = await motionOf(page);
      expect(reduced.scrollBehavior).toBe('auto');
      expect(reduced.longestMs, reduced.where).toBeLessThanOrEqual(1);
      await context.close();

      // The same page without the preference does move: the check above is not vacuous.
      const moving = await browser.newContext({ ...(path.startsWith('/m') ? IPHONE : {}), reducedMotion: 'no-preference' });
      const again = await moving.newPage();
      await again.goto(path);
      const normal = await motionOf(again);
      expect(normal.scrollBehavior).toBe('smooth');
      expect(normal.longestMs).toBeGreaterThan(100);
      await moving.close();
    });
  }

  test('back to top jumps without smooth scrolling and moves focus to main', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/story');
    await page.mouse.wheel(0, 1500);
    const back = page.getByRole('button', { name: 'Back to top' });
    await expect(back).toBeVisible();
    await back.focus();
    await page.keyboard.press('Enter');
    // Instant: already at the top on the next frame.
    expect(await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(scrollY))))).toBe(0);
    await expect(page.locator('main#main')).toBeFocused();
    await context.close();
  });
});
