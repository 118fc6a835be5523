import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOCALES as LOCALES_ALL, directionOf, htmlLangOf, type Locale } from '../lib/i18n/locales';
import { pageHref, publicPath } from '../lib/i18n/paths';
import type { Shell } from '../lib/pages';
import { DESKTOP_UA, IPHONE, IPHONE_UA, hoverUntilVisible, openUntilVisible } from './helpers';

/**
 * Layout in the languages that stress it: the longest words (de-DE, fi-FI, hu-HU, ru-RU),
 * right to left (ar-SA, he-IL), CJK and Thai (ja-JP, th-TH), at phone and desktop width. The
 * phone is 320 px wide, the width WCAG's reflow criterion asks content to fit without scrolling
 * sideways: at 360 px a German compound and a Japanese phrase still fitted where at 320 they
 * pushed their box out of its card.
 */
const LOCALES: readonly Locale[] = ['de-DE', 'fi-FI', 'hu-HU', 'ru-RU', 'ar-SA', 'ja-JP', 'th-TH'];
const PAGES = ['/', '/panel/1', '/products', '/products/touch-switch-2-gang', '/support', '/support/feedback', '/contact', '/installation', '/download'];
const SCREENS: readonly { shell: Shell; width: number; height: number; userAgent: string }[] = [
  { shell: 'mobile', width: 320, height: 700, userAgent: IPHONE_UA },
  { shell: 'desktop', width: 1366, height: 900, userAgent: DESKTOP_UA },
];

/**
 * What overflows on the page: the document wider than the window, an element of the header
 * or a menu wider than its box, a button or link whose text does not fit, or an element of
 * the content that sticks out of its parent (a long word pushing a heading out of its card).
 * Returns one line per problem, naming the element and its text.
 */
function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`document is ${root.scrollWidth}px wide in a ${root.clientWidth}px window`);
    const describe = (element: HTMLElement) =>
      `<${element.tagName.toLowerCase()} class="${element.className}"> "${(element.textContent ?? '').trim().slice(0, 60)}" needs ${element.scrollWidth}px, has ${element.clientWidth}px`;
    for (const element of document.querySelectorAll<HTMLElement>('header *, nav *, button, a, .button')) {
      if (!(element instanceof HTMLElement) || element.closest('.visually-hidden')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.display === 'contents' || element.getClientRects().length === 0) continue;
      const inMenu = !!element.closest('header, nav');
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const control = element.matches('button, a, .button');
      if (!inMenu && !clips && !control) continue;
      if (element.scrollWidth > element.clientWidth + 1) problems.push(describe(element));
    }
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      // A box of `display: contents` (a part loaded on demand) lays nothing out: its parent does.
      let parent = element.parentElement;
      while (parent && getComputedStyle(parent).display === 'contents') parent = parent.parentElement;
      if (!parent || element.closest('svg, video, .visually-hidden') || element.getClientRects().length === 0) continue;
      if (['absolute', 'fixed'].includes(getComputedStyle(element).position) || getComputedStyle(parent).overflowX !== 'visible') continue;
      const [box, outer, parentStyle] = [element.getBoundingClientRect(), parent.getBoundingClientRect(), getComputedStyle(parent)];
      const [left, right] = [outer.left + parseFloat(parentStyle.borderLeftWidth), outer.right - parseFloat(parentStyle.borderRightWidth)];
      if (box.width > 0 && (box.left < left - 1 || box.right > right + 1)) {
        problems.push(`<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 60)}" spans ${Math.round(box.left)}–${Math.round(box.right)}px, its parent ${Math.round(left)}–${Math.round(right)}px`);
      }
    }
    return problems;
  });
}

/**
 * List items laid out as a grid or a row of cards that still show a bullet: a card list that
 * lost its reset (the browser's marker and indent sit beside each card).
 */
function strayMarkers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main li')]
      .filter((item) => ['grid', 'flex'].includes(getComputedStyle(item.parentElement!).display) && getComputedStyle(item).listStyleType !== 'none')
      .map((item) => `<li> "${(item.textContent ?? '').trim().slice(0, 40)}" shows a ${getComputedStyle(item).listStyleType} marker`),
  );
}

/**
 * Puts in place of the loaded page's `selector` element the same element of `url`, another
 * language's page as served (to `userAgent`), under that language's lang and dir. All a
 * language changes in how an element is laid out hangs on <html lang dir> (app/globals.css),
 * so one loaded page measures every language's, where loading each language's page took far
 * longer (docs/benchmarks.md).
 */
async function swapInLanguage(page: Page, request: APIRequestContext, locale: Locale, url: string, selector: string, userAgent = DESKTOP_UA): Promise<void> {
  const response = await request.get(url, { headers: { 'user-agent': userAgent } });
  expect(response.status(), url).toBe(200);
  const swapped = await page.evaluate(
    ({ html, lang, dir, selector }) => {
      const served = new DOMParser().parseFromString(html, 'text/html').querySelectorAll(selector);
      const shown = document.querySelectorAll(selector);
      if (served.length !== 1 || shown.length !== 1) return false;
      document.documentElement.lang = lang;
      document.documentElement.dir = dir;
      shown[0]!.replaceWith(document.importNode(served[0]!, true));
      return true;
    },
    { html: await response.text(), lang: htmlLangOf(locale), dir: directionOf(locale), selector },
  );
  expect(swapped, `one ${selector} on ${url} and on the loaded page`).toBe(true);
  await page.evaluate(() => document.fonts.ready);
}

for (const screen of SCREENS) {
  test.describe(`${screen.shell} at ${screen.width}px`, () => {
    test.use({
      viewport: { width: screen.width, height: screen.height },
      userAgent: screen.userAgent,
      isMobile: screen.shell === 'mobile',
      hasTouch: screen.shell === 'mobile',
    });

    // Each page is loaded in one of the languages (a different one page by page) and the others'
    // pages, as served, are put in its place: header, content and footer.
    PAGES.forEach((path, index) => {
      const loaded = LOCALES[index % LOCALES.length]!;
      test(`${path}: nothing overflows the window, the header, the menus or the buttons in ${LOCALES.join(', ')}; card lists show no bullets`, async ({ page, request }) => {
        const url = publicPath(loaded, screen.shell, path);
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        expect(await overflowProblems(page), url).toEqual([]);
        expect(await strayMarkers(page), url).toEqual([]);
        for (const locale of LOCALES.filter((other) => other !== loaded)) {
          const swappedUrl = publicPath(locale, screen.shell, path);
          await swapInLanguage(page, request, locale, swappedUrl, 'body', screen.userAgent);
          expect(await overflowProblems(page), swappedUrl).toEqual([]);
          expect(await strayMarkers(page), swappedUrl).toEqual([]);
        }
      });
    });

    test(`the open menu: long labels wrap inside it in ${LOCALES.join(', ')}`, async ({ page }) => {
      for (const locale of LOCALES) {
        await page.goto(pageHref(locale, screen.shell, '/'));
        if (screen.shell === 'mobile') {
          await openUntilVisible(page.locator('header button[aria-expanded]').first(), page.locator('header nav'));
        } else {
          await hoverUntilVisible(page, page.locator('header nav li').first(), page.locator('header [id^="submenu-"]').first());
        }
        expect(await overflowProblems(page), `${locale}: open menu`).toEqual([]);
      }
    });
  });
}

test('desktop header at 1181 px, the narrowest width with the search box: it fits in every language, icons included', async ({ page, request }) => {
  await page.setViewportSize({ width: 1181, height: 800 });
  await page.goto(pageHref('en-US', 'desktop', '/'));
  for (const locale of LOCALES_ALL) {
    const url = pageHref(locale, 'desktop', '/');
    await swapInLanguage(page, request, locale, url, 'body > header');
    await expect(page.getByRole('banner').getByRole('search'), url).toBeVisible();
    expect(await overflowProblems(page), url).toEqual([]);
    // A crowded flex row squeezes its icons first: the menu's chevrons and the switcher's globe keep their size.
    for (const width of await page.getByRole('banner').locator('button svg').evaluateAll((icons) => icons.filter((icon) => icon.getClientRects().length > 0).map((icon) => icon.getBoundingClientRect().width))) {
      expect(width, url).toBeGreaterThanOrEqual(12);
    }
  }
});

/** Where an element is, as fractions of the window width. */
async function horizontalSpan(page: Page, selector: string): Promise<{ left: number; right: number; width: number }> {
  const box = await page.locator(selector).first().boundingBox();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  if (!box) throw new Error(`${selector} is not visible`);
  return { left: box.x, right: box.x + box.width, width };
}

test.describe('right to left', () => {
  for (const locale of ['ar-SA', 'he-IL'] as const) {
    test(`${locale} desktop: logo at the right, menu after it, submenus open from the right, arrows point left`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(pageHref(locale, 'desktop', '/'));
      const logo = await horizontalSpan(page, 'header a[href]');
      expect(logo.right).toBeGreaterThan(logo.width * 0.75);
      const menu = await horizontalSpan(page, 'header nav ul');
      expect(menu.right).toBeLessThan(logo.left);

      const item = page.getByRole('banner').locator('nav li').first();
      const submenu = item.locator('[id^="submenu-"]');
      await hoverUntilVisible(page, item, submenu);
      // The submenu hangs from the right edge of the header bar and fits in the window.
      const [bar, submenuBox] = [await page.locator('header .container').first().boundingBox(), await submenu.boundingBox()];
      expect(Math.abs(bar!.x + bar!.width - (submenuBox!.x + submenuBox!.width))).toBeLessThan(2);
      expect(submenuBox!.x).toBeGreaterThanOrEqual(0);
      expect(await overflowProblems(page)).toEqual([]);

      const arrows = page.locator('main svg.flip-rtl');
      expect(await arrows.count()).toBeGreaterThan(0);
      for (const transform of await arrows.evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).transform))) {
        expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
      }
    });

    test(`${locale} desktop: breadcrumbs run right to left, the SKU and phone number stay readable`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(pageHref(locale, 'desktop', '/products/touch-switch-2-gang'));
      const crumbs = page.locator('.breadcrumbs li');
      const [home, group] = [await crumbs.nth(0).boundingBox(), await crumbs.nth(1).boundingBox()];
      expect(group!.x).toBeLessThan(home!.x);
      // Numbers embedded in RTL sentences are isolated, so their groups keep their order.
      const phone = await page.getByRole('contentinfo').locator('a[href^="tel:"]').textContent();
      expect(phone).toMatch(/\u2066\+[\d ]+\u2069/);
    });

    test(`${locale} phone: logo at the right, menu button at the left`, async ({ browser, baseURL }) => {
      const context = await browser.newContext(IPHONE);
      const page = await context.newPage();
      await page.goto(`${baseURL}${pageHref(locale, 'mobile', '/')}`);
      const logo = await horizontalSpan(page, 'header a[href]');
      const burger = await horizontalSpan(page, 'header button[aria-expanded]');
      expect(logo.right).toBeGreaterThan(logo.width * 0.8);
      expect(burger.left).toBeLessThan(burger.width * 0.2);
      await context.close();
    });
  }

  test('ar-SA phone: breadcrumbs point left, a technical value keeps its order, the wiring drawing opens at its start', async ({ browser, baseURL }) => {
    const context = await browser.newContext(IPHONE);
    const page = await context.newPage();
    await page.goto(`${baseURL}${pageHref('ar-SA', 'mobile', '/products/touch-switch-2-gang')}`);
    const separator = await page.locator('.breadcrumbs li + li').first().evaluate((crumb) => getComputedStyle(crumb, '::before').content);
    expect(separator).toContain('‹');
    // "من -10 إلى 45°م" read from the right: the lower bound first, at the right, and the unit
    // after the upper one ("45°م", the "م" at its left), not torn from it ("م-10–45°" as it was).
    const temperature = await page.locator('main td', { hasText: '°' }).first().evaluate((cell) => {
      const node = cell.firstChild as Text;
      const text = node.data;
      const box = (at: number) => {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return range.getBoundingClientRect();
      };
      const [ten, fortyFive, degree, unit] = [box(text.indexOf('10')), box(text.indexOf('45')), box(text.indexOf('°')), box(text.lastIndexOf('م'))];
      return { text, lowerBoundFirst: ten.left > fortyFive.left, unitBesideUpperBound: Math.abs(degree.right - fortyFive.left) < 1 && Math.abs(unit.right - degree.left) < 1 };
    });
    expect(temperature, temperature.text).toMatchObject({ lowerBoundFirst: true, unitBesideUpperBound: true });
    // The drawing is not mirrored: it opens at its left edge, where the supply and the switch are.
    const start = await page.locator('figure [role="group"]').first().evaluate((scroller) => scroller.querySelector('svg')!.getBoundingClientRect().left - scroller.getBoundingClientRect().left);
    expect(Math.abs(start)).toBeLessThan(2);
    await context.close();
  });

  test('he-IL: a range keeps its signs with its numbers, "-10 עד 45°C" read from the right', async ({ page }) => {
    await page.goto(pageHref('he-IL', 'desktop', '/products/mechanical-switch-1-gang'));
    const order = await page.locator('main td', { hasText: '°' }).first().evaluate((cell) => {
      const node = cell.firstChild as Text;
      const leftOf = (text: string) => {
        const range = document.createRange();
        range.setStart(node, node.data.indexOf(text));
        range.setEnd(node, node.data.indexOf(text) + 1);
        return range.getBoundingClientRect().left;
      };
      const [minus, ten, fortyFive, degree, celsius] = ['-', '10', '45', '°', 'C'].map(leftOf) as [number, number, number, number, number];
      // "-10" and "45°C" each as written, the lower bound first (at the right).
      return { text: node.data, inOrder: minus < ten && fortyFive < degree && degree < celsius && ten > fortyFive };
    });
    expect(order, order.text).toMatchObject({ inOrder: true });
  });

  test('he-IL: a size in inches inside a sentence reads as written, "2 × 4 אינץ׳"', async ({ page }) => {
    await page.goto(pageHref('he-IL', 'desktop', '/products/touch-switch-2-gang'));
    const order = await page.locator('main td', { hasText: 'אינץ׳' }).first().evaluate((cell) => {
      const node = [...cell.querySelectorAll('*'), cell].flatMap((element) => [...element.childNodes]).find((child): child is Text => child instanceof Text && /אינץ׳/.test(child.data))!;
      const start = node.data.search(/2\u00a0×\u00a04\u00a0אינץ׳/);
      const leftOf = (offset: number) => {
        const range = document.createRange();
        range.setStart(node, start + offset);
        range.setEnd(node, start + offset + 1);
        return range.getBoundingClientRect().left;
      };
      // "2", "×", "4", then the unit, read from the right as the sentence around them.
      const order = [0, 2, 4, 6].map(leftOf);
      return { text: node.data, found: start >= 0, inOrder: order.every((left, index) => index === 0 || order[index - 1]! > left) };
    });
    expect(order, order.text).toMatchObject({ found: true, inOrder: true });
  });

  for (const [locale, ampere] of [['ar-SA', 'أمبير'], ['he-IL', 'אמפר']] as const) {
    test(`${locale}: a rating reads from the right, each number before its unit, "16 ${ampere} / 250 …~"`, async ({ page }) => {
      await page.goto(pageHref(locale, 'desktop', '/products/european-socket'));
      const order = await page.locator('main td', { hasText: ampere }).first().evaluate((cell, unit) => {
        const node = [...cell.querySelectorAll('*'), cell].flatMap((element) => [...element.childNodes]).find((child): child is Text => child instanceof Text && child.data.includes(unit))!;
        const leftOf = (at: number) => {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          return range.getBoundingClientRect().left;
        };
        const [sixteen, amperes, twoFifty] = [leftOf(node.data.indexOf('16')), leftOf(node.data.indexOf(unit)), leftOf(node.data.indexOf('250'))];
        return { text: node.data, inOrder: sixteen > amperes && amperes > twoFifty };
      }, ampere);
      expect(order, order.text).toMatchObject({ inOrder: true });
    });
  }

  test('ar-SA: a distributor’s phone number lines up with the rest of its card, at the right', async ({ page }) => {
    await page.goto('/ar-SA/contact');
    const card = page.locator('address').first();
    const [cardBox, phoneEdge] = await Promise.all([
      card.evaluate((address) => {
        const box = address.getBoundingClientRect();
        return box.right - parseFloat(getComputedStyle(address).paddingRight) - parseFloat(getComputedStyle(address).borderRightWidth);
      }),
      card.locator('a[href^="tel:"]').evaluate((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        return range.getBoundingClientRect().right;
      }),
    ]);
    expect(Math.abs(cardBox - phoneEdge)).toBeLessThan(2);
  });

  test('left-to-right pages keep the logo at the left and arrows unflipped', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/de-DE');
    const logo = await horizontalSpan(page, 'header a[href]');
    expect(logo.left).toBeLessThan(logo.width * 0.25);
    const transforms = await page.locator('main svg.flip-rtl').evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).transform));
    expect(transforms.length).toBeGreaterThan(0);
    for (const transform of transforms) expect(transform).toBe('none');
  });
});

test.describe('scripts and digits', () => {
  test('each script gets a font made for it', async ({ page }) => {
    for (const [locale, family] of [
      ['ar-SA', 'Noto Sans Arabic'],
      ['he-IL', 'Noto Sans Hebrew'],
      ['ja-JP', 'Noto Sans CJK JP'],
      ['th-TH', 'Noto Sans Thai'],
    ] as const) {
      await page.goto(`/${locale}`);
      const stack = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(stack, locale).toContain(family);
    }
  });

  test('each language is typeset by its own rules: leading, tracking, line breaking, hyphens', async ({ page }) => {
    const typesetting = () =>
      page.evaluate(() => {
        const [body, heading, footerHeading, wordmark, footerLink, paragraph, field] = [
          document.body, document.querySelector('main h1')!, document.querySelector('footer h2')!, document.querySelector('[translate="no"]')!,
          document.querySelector('footer nav a')!, document.querySelector('main p')!, document.querySelector('footer input[type="email"]')!,
        ].map((element) => getComputedStyle(element));
        return {
          leading: body!.getPropertyValue('--leading-body').trim(),
          tracking: [heading!.letterSpacing, footerHeading!.letterSpacing],
          wordmarkTracking: wordmark!.letterSpacing,
          lineBreak: body!.lineBreak,
          wordBreak: body!.wordBreak,
          fontSynthesisStyle: body!.fontSynthesisStyle,
          hyphens: heading!.hyphens,
          linkHyphens: footerLink!.hyphens,
          textHyphens: paragraph!.hyphens,
          fieldHyphens: field!.hyphens,
        };
      });
    await page.goto('/panel/1');
    const english = await typesetting();
    expect(english).toMatchObject({ leading: '1.6', lineBreak: 'auto', wordBreak: 'normal', fontSynthesisStyle: 'auto', hyphens: 'manual', linkHyphens: 'manual', textHyphens: 'manual' });
    expect(english.tracking).not.toContain('normal');
    await page.goto('/ar-SA/panel/1');
    const arabic = await typesetting();
    // Tracking would break the joined letters; the Latin wordmark keeps its own.
    expect(arabic).toMatchObject({ leading: '1.85', tracking: ['normal', 'normal'], wordmarkTracking: english.wordmarkTracking });
    expect(arabic.wordmarkTracking).not.toBe('normal');
    await page.goto('/ja-JP/panel/1');
    expect(await typesetting()).toMatchObject({ leading: '1.75', tracking: ['normal', 'normal'], lineBreak: 'strict', wordBreak: 'auto-phrase', fontSynthesisStyle: 'none', hyphens: 'manual' });
    await page.goto('/de-DE/panel/1');
    // Body text too, where a long compound met the box's edge; what a visitor types is left alone.
    expect(await typesetting()).toMatchObject({ leading: '1.6', tracking: english.tracking, hyphens: 'auto', linkHyphens: 'auto', textHyphens: 'auto', fieldHyphens: 'manual' });
  });

  test('the home page draws every character, pseudo-elements included, with the fonts its language names: none needs a fallback font', async ({ page }) => {
    // A character missing from those fonts sends the browser looking through the system's fonts
    // on the first layout (docs/benchmarks.md, "Fonts").
    const cdp = await page.context().newCDPSession(page);
    for (const [path, families] of [
      ['/', ['Noto Sans']],
      ['/ar-SA', ['Noto Sans Arabic', 'Noto Sans']],
    ] as const) {
      await page.goto(path);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
      const used = new Set<string>();
      const walk = async (node: typeof root): Promise<void> => {
        const hasText = node.children?.some((child) => child.nodeType === 3 && child.nodeValue.trim()) || node.pseudoElements?.length;
        if (node.nodeType === 1 && hasText) {
          const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId });
          for (const font of fonts) used.add(font.familyName);
        }
        for (const child of node.children ?? []) await walk(child);
      };
      await walk(root);
      expect([...used].sort(), path).toEqual([...families].sort());
    }
  });

  test('a form’s selects are as tall as its text fields in every script, whatever their options', async ({ browser }) => {
    for (const [path, options] of [
      ['/m/contact', IPHONE],
      ['/ar-SA/m/contact', IPHONE],
      ['/ja-JP/contact', { viewport: { width: 1366, height: 900 } }],
    ] as const) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.goto(path);
      const heights = await page.locator('select[name="dialCode"]').locator('xpath=ancestor::form').evaluate((form) => {
        const heightOf = (selector: string) => [...form.querySelectorAll(selector)].map((element) => Math.round(element.getBoundingClientRect().height * 10) / 10);
        return { fields: heightOf('input[type="email"], input[type="tel"]'), selects: heightOf('select') };
      });
      expect(heights.selects, path).toHaveLength(3);
      for (const height of [...heights.fields, ...heights.selects]) expect(height, path).toBe(heights.fields[0]);
      await context.close();
    }
  });

  test('a dial code reads first in a right-to-left form, "+971" before the country’s name', async ({ page }) => {
    await page.goto('/ar-SA/contact');
    // The closed select draws its option's text in the select's own direction: laid out here the
    // same way in a line of that direction, as a select's inner text cannot be measured.
    const layout = await page.locator('select[name="dialCode"]').evaluate((select: HTMLSelectElement) => {
      const label = select.querySelector('option[value="+971"]')!.textContent!;
      const direction = getComputedStyle(select).direction;
      const line = document.createElement('span');
      line.dir = direction;
      line.style.whiteSpace = 'nowrap';
      line.textContent = label;
      document.body.append(line);
      const boxOf = (from: number, length: number) => {
        const range = document.createRange();
        range.setStart(line.firstChild!, from);
        range.setEnd(line.firstChild!, from + length);
        return range.getBoundingClientRect();
      };
      const start = label.indexOf('+971');
      const plus = boxOf(start, 1);
      const digits = boxOf(start + 1, 3);
      const whole = line.getBoundingClientRect();
      line.remove();
      return { direction, plusBeforeDigits: plus.right <= digits.left + 0.5, gapToLineStart: whole.right - digits.right };
    });
    expect(layout.direction).toBe('rtl');
    // "+971" left to right, as a number is written, at the line's start, its right end.
    expect(layout.plusBeforeDigits).toBe(true);
    expect(layout.gapToLineStart).toBeLessThan(1);
  });

  test('Japanese and Chinese lines: no heading, question, link, badge or paragraph leaves one character on a line of its own', async ({ browser, baseURL }) => {
    const context = await browser.newContext(IPHONE);
    const page = await context.newPage();
    const orphans: string[] = [];
    const paths = ['/', '/panel/0', '/products/touch-switch-2-gang', '/installation', '/story', '/login', '/support'];
    for (const path of [...paths.map((path) => publicPath('ja-JP', 'mobile', path)), ...paths.map((path) => publicPath('zh-CN', 'mobile', path))]) {
      await page.goto(`${baseURL}${path}`);
      orphans.push(
        ...(await page.locator('main').evaluate((main) => {
          const found: string[] = [];
          for (const block of main.querySelectorAll<HTMLElement>('h1, h2, h3, h4, summary, p, a, [class*="badge"]')) {
            // The characters of the block, grouped into lines by where they are drawn.
            const lines = new Map<number, string>();
            const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
              for (let at = 0; at < node.length; at++) {
                if (/\s/.test(node.data[at]!)) continue;
                const range = document.createRange();
                range.setStart(node, at);
                range.setEnd(node, at + 1);
                const box = range.getClientRects()[0];
                if (!box || box.width === 0) continue;
                const line = [...lines.keys()].find((top) => Math.abs(top - box.top) < 4) ?? Math.round(box.top);
                lines.set(line, (lines.get(line) ?? '') + node.data[at]);
              }
            }
            if (lines.size < 2) continue;
            const last = [...lines.entries()].sort(([a], [b]) => a - b).at(-1)![1].replace(/[。、，．？！）」：]/g, '');
            if ([...last].length <= 1) found.push(`${location.pathname}: ${[...lines.values()].join(' / ')}`);
          }
          return found;
        })),
      );
    }
    expect(orphans).toEqual([]);
    await context.close();
  });

  test('at 320 px, the width WCAG reflows to, an address or phone number stays on one line, and two words joined by a slash break after it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...IPHONE, viewport: { width: 320, height: 700 } });
    const page = await context.newPage();
    /** How many lines each match of `pattern` in the text under `selector` is drawn on. */
    const linesOf = (selector: string, pattern: RegExp) =>
      page.locator(selector).evaluateAll((elements, source) => {
        const found: string[] = [];
        for (const element of elements) {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            for (const match of node.data.matchAll(new RegExp(source, 'gu'))) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const tops = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
              found.push(`${match[0].replace(/[\u2066-\u2069]/g, '')}: ${tops.size}`);
            }
          }
        }
        return found;
      }, pattern.source);
    for (const locale of ['en-US', 'de-DE', 'ar-SA', 'he-IL'] as const) {
      await page.goto(`${baseURL}${pageHref(locale, 'mobile', '/contact')}`);
      const values = await linesOf('main a[href^="mailto:"], main a[href^="tel:"], footer a[href^="mailto:"], footer a[href^="tel:"]', /[\w.+-]+@[\w.-]+|\+[\d ]+\d/u);
      expect(values.length, locale).toBeGreaterThanOrEqual(6);
      expect(values.filter((value) => !value.endsWith(': 1')), locale).toEqual([]);
    }
    // "Panels im amerikanischen/italienischen Format" in a 140 px footer column.
    await page.goto(`${baseURL}${pageHref('de-DE', 'mobile', '/')}`);
    expect((await linesOf('footer nav a, main h3', /italienisch\p{L}*/u)).sort()).toEqual(['italienischen: 1', 'italienischer: 1']);
    await context.close();
  });

  test('a filter’s count keeps its digits on one line beside the longest choices (German, desktop)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/de-DE/products');
    const counts = await page.locator('form fieldset label > span[aria-hidden="true"]').evaluateAll((spans) =>
      spans.map((span) => {
        const range = document.createRange();
        range.selectNodeContents(span);
        const label = span.closest('label')!.getBoundingClientRect();
        const box = span.getBoundingClientRect();
        return { text: span.textContent, lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size, inside: box.right <= label.right + 0.5 && box.left >= label.left - 0.5 };
      }),
    );
    expect(counts.length).toBeGreaterThan(10);
    expect(counts.filter((count) => count.lines !== 1 || !count.inside)).toEqual([]);
  });

  // Four lamps, a bypass with the radio link (the dimmer), a motor, a wireless remote, and two switches linked by radio.
  test('a wiring drawing’s labels stay inside it, clear of each other, of the lamps and of the radio link, in every language', async ({ page, request }) => {
    const wiring = 'svg[aria-labelledby="wiring-title"]';
    const twoWay = 'svg[aria-labelledby="two-way-title"]';
    // The drawings are in the served HTML: measuring them needs no script.
    await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
    await page.goto(pageHref('en-US', 'desktop', '/products/touch-switch-4-gang'), { waitUntil: 'domcontentloaded' });
    const problems: string[] = [];
    for (const locale of LOCALES_ALL) {
      for (const [slug, drawing] of [['touch-switch-4-gang', wiring], ['touch-switch-4-gang', twoWay], ['dimmer-switch', wiring], ['curtain-switch', wiring], ['two-button-remote', wiring]] as const) {
        await swapInLanguage(page, request, locale, pageHref(locale, 'desktop', `/products/${slug}`), drawing);
        const found = await page.locator(drawing).evaluate((svg: SVGSVGElement) => {
          const [, , width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number];
          // Across, a label's advance; up and down, the band its letters' ink takes around the
          // baseline (a box of the font's whole line height would have Arabic labels 20 px apart touch).
          const labelsOut: string[] = [];
          const labels = [...svg.querySelectorAll('text')].map((text) => {
            const { x, width } = text.getBBox();
            const [baseline, size] = [Number(text.getAttribute('y')), Number(text.getAttribute('font-size'))];
            return { name: text.textContent, box: new DOMRect(x, baseline - size * 0.8, width, size * 1.05) };
          });
          const lamps = [...svg.querySelectorAll('circle[r="12"]')].map((lamp) => (lamp as SVGCircleElement).getBBox());
          // A label written in a box (the product, a switch's role, the gateway) stays inside it.
          const boxes = [...svg.querySelectorAll('rect')].map((rect) => rect.getBBox());
          for (const text of svg.querySelectorAll('text')) {
            const anchor = new DOMPoint(Number(text.getAttribute('x')), Number(text.getAttribute('y')));
            const { x, width } = text.getBBox();
            const box = boxes.find((candidate) => anchor.x > candidate.x && anchor.x < candidate.x + candidate.width && anchor.y > candidate.y && anchor.y < candidate.y + candidate.height);
            if (box && (x < box.x || x + width > box.x + box.width)) labelsOut.push(`"${text.textContent}" runs out of its box`);
          }
          const link = svg.querySelector<SVGPathElement>('path[stroke-dasharray="4 6"]');
          const overlap = (a: DOMRect, b: DOMRect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
          const contains = (box: DOMRect, point: DOMPoint) => point.x > box.x && point.x < box.x + box.width && point.y > box.y && point.y < box.y + box.height;
          const found: string[] = [...labelsOut];
          labels.forEach(({ name, box }, index) => {
            if (box.x < 0 || box.y < 0 || box.x + box.width > width || box.y + box.height > height) found.push(`"${name}" leaves the drawing`);
            for (const other of labels.slice(index + 1)) if (overlap(box, other.box)) found.push(`"${name}" overlaps "${other.name}"`);
            if (lamps.some((lamp) => overlap(box, lamp))) found.push(`"${name}" overlaps a lamp`);
            const length = link?.getTotalLength() ?? 0;
            for (let at = 0; link && at <= length; at += 2) if (contains(box, link.getPointAtLength(at))) {
              found.push(`"${name}" is crossed by the radio link`);
              break;
            }
          });
          return found;
        });
        problems.push(...found.map((problem) => `${locale} ${slug} ${drawing}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });

  test('Arabic formats numbers with Western digits, like the rest of its copy', async ({ page }) => {
    await page.goto('/ar-SA/privacy');
    const updated = await page.locator('time').first().textContent();
    expect(updated).toMatch(/2020/);
    expect(await page.locator('main').textContent()).not.toMatch(/[\u0660-\u0669]/);
  });
});
