import { LOCALES, htmlLangOf } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site';
import { CLOSED_PAGES, canonicalUrl, indexablePages, languageAlternates, ogLocaleOf, pageAlternates, pageMetadata, robotsDisallowed } from '@/lib/seo';
import { allPagePaths, isIndexable } from '@/lib/pages';

describe('canonical and alternates', () => {
  it('points both twins at the desktop page of their locale', () => {
    expect(pageAlternates('de-DE', 'desktop', '/panel/1')?.canonical).toBe(`${SITE.url}/de-DE/panel/1`);
    expect(pageAlternates('de-DE', 'mobile', '/panel/1')?.canonical).toBe(`${SITE.url}/de-DE/panel/1`);
    expect(pageAlternates('en-US', 'mobile', '/')?.canonical).toBe(SITE.url);
    expect(canonicalUrl('ja-JP', '/catalogsearch/result')).toBe(`${SITE.url}/ja-JP/search`);
  });

  it('names the mobile twin on desktop pages only', () => {
    expect(pageAlternates('ar-SA', 'desktop', '/search')?.media).toEqual({ 'only screen and (max-width: 768px)': `${SITE.url}/ar-SA/m/catalogsearch/result` });
    expect(pageAlternates('ar-SA', 'mobile', '/catalogsearch/result')?.media).toBeUndefined();
  });

  it('lists all 34 locales and x-default, absolute, within the page shell', () => {
    for (const shell of ['desktop', 'mobile'] as const) {
      const languages = languageAlternates(shell, '/contact');
      expect(Object.keys(languages)).toHaveLength(LOCALES.length + 1);
      expect(languages['x-default']).toBe(languages['en-US']);
      for (const url of Object.values(languages)) expect(url.startsWith(`${SITE.url}/`)).toBe(true);
      expect(languages['sr-Cyrl-RS']).toBe(`${SITE.url}/sr-SP${shell === 'mobile' ? '/m' : ''}/contact`);
    }
  });

  it('is reciprocal: every language version lists the same set', () => {
    const sets = LOCALES.map((locale) => JSON.stringify(pageAlternates(locale, 'desktop', '/story')?.languages));
    expect(new Set(sets).size).toBe(1);
    const languages = pageAlternates('de-DE', 'desktop', '/story')!.languages as Record<string, string>;
    expect(languages[htmlLangOf('de-DE')]).toBe(pageAlternates('de-DE', 'desktop', '/story')!.canonical);
  });
});

describe('page metadata', () => {
  const metadata = pageMetadata({ locale: 'de-DE', shell: 'mobile', page: '/products/dimmer-switch', title: 'Dimmer', description: 'Dimmt.', image: { file: 'dimmer-switch.png', alt: 'Dimmer' } });

  it('carries Open Graph data with the canonical URL, og locales and the share image', () => {
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      siteName: SITE.name,
      title: 'Dimmer',
      description: 'Dimmt.',
      url: `${SITE.url}/de-DE/products/dimmer-switch`,
      locale: 'de_DE',
      images: [{ url: `${SITE.url}/og/dimmer-switch.png`, width: 1200, height: 630, alt: 'Dimmer', type: 'image/png' }],
    });
    const alternates = (metadata.openGraph as { alternateLocale: string[] }).alternateLocale;
    expect(alternates).toHaveLength(LOCALES.length - 1);
    expect(alternates).not.toContain('de_DE');
    expect(alternates).toEqual(expect.arrayContaining(['en_US', 'ar_SA', 'sr_RS', 'zh_CN']));
  });

  it('gives search results and share cards the title and description without word joiners', () => {
    const usb = pageMetadata({ locale: 'he-IL', shell: 'desktop', page: '/products/usb-c-45w-socket', title: 'שקע USB-\u2060C', description: 'טעינה ב-\u2060USB-\u2060C.', image: { file: 'usb-c-45w-socket.png', alt: 'USB-\u2060C' } });
    for (const part of [usb, usb.openGraph, usb.twitter] as { title: string; description: string }[]) expect(part).toMatchObject({ title: 'שקע USB-C', description: 'טעינה ב-USB-C.' });
    expect(usb.openGraph).toMatchObject({ images: [{ alt: 'USB-C' }] });
  });

  it('carries a large-image Twitter card', () => {
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Dimmer', description: 'Dimmt.', images: [{ url: `${SITE.url}/og/dimmer-switch.png` }] });
  });

  it('uses the brand image by default and marks private pages and search results noindex', () => {
    const account = pageMetadata({ locale: 'en-US', shell: 'desktop', page: '/account', title: 'A', description: 'B' });
    expect(account.openGraph).toMatchObject({ images: [{ url: `${SITE.url}/og/aurex.png` }] });
    expect(account.robots).toEqual({ index: false, follow: true });
    expect(pageMetadata({ locale: 'en-US', shell: 'mobile', page: '/catalogsearch/result', title: 'A', description: 'B' }).robots).toEqual({ index: false, follow: true });
    expect(metadata.robots).toBeUndefined();
  });

  it('formats og locales as language_TERRITORY', () => {
    expect(LOCALES.map(ogLocaleOf).every((value) => /^[a-z]{2}_[A-Z]{2}$/.test(value))).toBe(true);
  });
});

describe('indexing', () => {
  it('indexes every desktop page but the account pages and search', () => {
    expect(indexablePages()).toEqual(allPagePaths('desktop').filter((page) => !['/account', '/login', '/register', '/search'].includes(page)));
    expect(isIndexable('/catalogsearch/result')).toBe(false);
  });

  it('closes admin, account pages and the API to crawlers in every form', () => {
    const rules = robotsDisallowed();
    expect(rules).toContain('/api/');
    for (const page of ['/admin', '/account', '/login', '/register']) {
      expect(CLOSED_PAGES).toContain(page);
      expect(rules).toEqual(expect.arrayContaining([page, `/m${page}`, `/*${page}`]));
    }
    expect(rules.some((rule) => '/products/dimmer-switch'.startsWith(rule) || rule === '/')).toBe(false);
  });
});
