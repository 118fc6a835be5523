import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOCALES, htmlLangOf, type Locale } from '../lib/i18n/locales';
import { publicPath } from '../lib/i18n/paths';
import { productBySlug } from '../lib/content/products';
import { twinPath, type Shell } from '../lib/pages';
import { CLOSED_PAGES, indexablePages, ogLocaleOf } from '../lib/seo';
import { IMAGE_CACHE_CONTROL } from '../lib/security/headers';
import { SITE } from '../lib/site';
import { withoutBreakControls } from '../lib/text/breakControls';
import { schemaOrgErrors } from '../tests/support/schemaOrg';
import { DESKTOP_UA, IPHONE_UA } from './helpers';

/** Locales the sample covers: the default, a prefixed LTR one and an RTL one. */
const SAMPLE_LOCALES: readonly Locale[] = ['en-US', 'de-DE', 'ar-SA'];
const SHELLS: readonly Shell[] = ['desktop', 'mobile'];
const MEDIA = 'only screen and (max-width: 768px)';
const origin = new URL(SITE.url).origin;

type Messages = Record<string, unknown>;
const messageCache = new Map<string, Messages>();
function messages(locale: Locale, namespace: string): Messages {
  const key = `${locale}/${namespace}`;
  if (!messageCache.has(key)) messageCache.set(key, JSON.parse(readFileSync(`messages/${key}.json`, 'utf8')) as Messages);
  return messageCache.get(key)!;
}
function lookup(tree: Messages, path: string): string {
  const value = path.split('.').reduce<unknown>((node, part) => (node as Messages)[part], tree);
  if (typeof value !== 'string') throw new Error(`no message ${path}`);
  return value;
}

/** A message as the page shows it: each `{argument}` filled in from the data (some text), the rest exactly. */
function filled(message: string): RegExp {
  return new RegExp(`^${message.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?')}$`);
}

/** A sample route and the title and description its page must carry in a locale. */
interface SampleRoute {
  page: string;
  texts: (locale: Locale) => { title: string; description: string };
  /** @types of the JSON-LD blocks the page carries. */
  jsonLd: readonly string[];
}

const fromPages = (key: string) => (locale: Locale) => ({
  title: lookup(messages(locale, 'pages'), `${key}.title`),
  description: lookup(messages(locale, 'pages'), `${key}.description`),
});

const ROUTES: readonly SampleRoute[] = [
  { page: '/', texts: fromPages('home'), jsonLd: ['Organization'] },
  { page: '/panel/1', texts: fromPages('panel.1'), jsonLd: ['BreadcrumbList'] },
  { page: '/function/power_socket_types', texts: fromPages('function.power_socket_types'), jsonLd: ['BreadcrumbList'] },
  {
    page: '/products/dimmer-switch',
    texts: (locale) => {
      const name = lookup(messages(locale, 'content'), 'products.dimmer-switch.name');
      return {
        title: lookup(messages(locale, 'pages'), 'product.title').replace('{name}', name),
        description: lookup(messages(locale, 'content'), 'products.dimmer-switch.description'),
      };
    },
    jsonLd: ['Product', 'BreadcrumbList'],
  },
  { page: '/support/feedback', texts: fromPages('feedback'), jsonLd: ['BreadcrumbList'] },
];

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
/** Undoes React's escaping of text and attribute values, in one pass. */
const decode = (value: string) => value.replace(/&(?:quot|#x27|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity]!);

/** Attributes of every `<tag …>` of a kind in the document head, names lower-cased. */
function tagsOf(html: string, tag: 'meta' | 'link'): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries([...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((attr) => [attr[1]!.toLowerCase(), decode(attr[2]!)])),
  );
}

interface Head {
  title: string;
  meta: (key: string) => string[];
  canonical: string[];
  hreflang: Record<string, string>;
  hreflangCount: number;
  media: Record<string, string>[];
  jsonLd: string[];
}

function parseHead(html: string): Head {
  const metas = tagsOf(html, 'meta');
  const links = tagsOf(html, 'link');
  const alternates = links.filter((link) => link.rel === 'alternate' && link.hreflang);
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    meta: (key) => metas.filter((meta) => meta.name === key || meta.property === key).map((meta) => meta.content ?? ''),
    canonical: links.filter((link) => link.rel === 'canonical').map((link) => link.href!),
    hreflang: Object.fromEntries(alternates.map((link) => [link.hreflang!, link.href!])),
    hreflangCount: alternates.length,
    media: links.filter((link) => link.rel === 'alternate' && link.media),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!),
  };
}

async function fetchPage(request: APIRequestContext, path: string, shell: Shell) {
  const response = await request.get(path, { maxRedirects: 0, headers: { 'user-agent': shell === 'mobile' ? IPHONE_UA : DESKTOP_UA } });
  expect(response.status(), path).toBe(200);
  return response.text();
}

const url = (locale: Locale, shell: Shell, page: string) => `${SITE.url}${publicPath(locale, shell, twinPath(page, shell)).replace(/^\/$/, '')}`;
const localPath = (absolute: string) => absolute.slice(SITE.url.length) || '/';

for (const route of ROUTES) {
  for (const shell of SHELLS) {
    test(`${route.page} (${shell}): title, description, canonical, Open Graph, Twitter, hreflang and JSON-LD in ${SAMPLE_LOCALES.join(', ')}`, async ({ request }) => {
      const heads = new Map<Locale, Head>();
      for (const locale of SAMPLE_LOCALES) {
        const head = parseHead(await fetchPage(request, publicPath(locale, shell, twinPath(route.page, shell)), shell));
        heads.set(locale, head);
        // The head drops the word joiners that hold "USB-C" together on the page.
        const texts = route.texts(locale);
        const [title, description] = [withoutBreakControls(texts.title), withoutBreakControls(texts.description)];
        const canonical = url(locale, 'desktop', route.page);
        const where = `${locale} ${shell} ${route.page}`;

        expect(head.title, where).toBe(`${title} | ${SITE.name}`);
        expect(head.meta('description'), where).toEqual([expect.stringMatching(filled(description))]);
        expect(head.meta('robots'), where).toEqual([]);
        // Mobile pages point their canonical at the desktop page (separate-URLs guidance).
        expect(head.canonical, where).toEqual([canonical]);

        expect(head.meta('og:title'), where).toEqual([title]);
        expect(head.meta('og:description'), where).toEqual([expect.stringMatching(filled(description))]);
        expect(head.meta('og:url'), where).toEqual([canonical]);
        expect(head.meta('og:type'), where).toEqual(['website']);
        expect(head.meta('og:site_name'), where).toEqual([SITE.name]);
        expect(head.meta('og:locale'), where).toEqual([ogLocaleOf(locale)]);
        const alternateLocales = head.meta('og:locale:alternate');
        expect(alternateLocales.sort(), where).toEqual(LOCALES.filter((other) => other !== locale).map(ogLocaleOf).sort());
        const image = route.page.startsWith('/products/') ? `${SITE.url}/og/dimmer-switch.png` : `${SITE.url}/og/aurex.png`;
        expect(head.meta('og:image'), where).toEqual([image]);
        expect(head.meta('og:image:width'), where).toEqual(['1200']);
        expect(head.meta('og:image:height'), where).toEqual(['630']);
        expect(head.meta('og:image:alt')[0], where).toBeTruthy();

        expect(head.meta('twitter:card'), where).toEqual(['summary_large_image']);
        expect(head.meta('twitter:title'), where).toEqual([title]);
        expect(head.meta('twitter:description'), where).toEqual([expect.stringMatching(filled(description))]);
        expect(head.meta('twitter:image'), where).toEqual([image]);

        // Every locale plus x-default, absolute, pointing at the page in this shell.
        expect(head.hreflangCount, where).toBe(LOCALES.length + 1);
        for (const other of LOCALES) expect(head.hreflang[htmlLangOf(other)], where).toBe(url(other, shell, route.page));
        expect(head.hreflang['x-default'], where).toBe(url('en-US', shell, route.page));

        if (shell === 'desktop') {
          expect(head.media, where).toEqual([expect.objectContaining({ media: MEDIA, href: url(locale, 'mobile', route.page) })]);
        } else {
          expect(head.media, where).toEqual([]);
        }

        const blocks = head.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
        expect(blocks.map((block) => block['@type']).sort(), where).toEqual([...route.jsonLd].sort());
        for (const block of blocks) expect(schemaOrgErrors(block, origin), `${where} ${String(block['@type'])}`).toEqual([]);
        for (const text of head.jsonLd) expect(text).not.toMatch(/<\/?script/i);
      }

      // Reciprocal: each sampled version names the others, and they name it back.
      for (const locale of SAMPLE_LOCALES) {
        for (const other of SAMPLE_LOCALES) {
          const there = heads.get(locale)!.hreflang[htmlLangOf(other)]!;
          const back = heads.get(other)!.hreflang[htmlLangOf(locale)]!;
          expect(localPath(there)).toBe(publicPath(other, shell, twinPath(route.page, shell)));
          expect(localPath(back)).toBe(publicPath(locale, shell, twinPath(route.page, shell)));
        }
      }
    });
  }
}

test('product JSON-LD and breadcrumbs describe the product in the page language', async ({ request }) => {
  const product = productBySlug('dimmer-switch')!;
  const head = parseHead(await fetchPage(request, '/de-DE/products/dimmer-switch', 'desktop'));
  const blocks = head.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
  const data = blocks.find((block) => block['@type'] === 'Product')!;
  const content = messages('de-DE', 'content');
  expect(data).toMatchObject({
    name: lookup(content, 'products.dimmer-switch.name'),
    sku: product.sku,
    description: expect.stringMatching(filled(lookup(content, 'products.dimmer-switch.description'))),
    brand: { '@type': 'Brand', name: 'AUREX' },
    url: `${SITE.url}/de-DE/products/dimmer-switch`,
    image: `${SITE.url}/og/dimmer-switch.png`,
    category: lookup(content, 'modules.electronic_types.name'),
  });
  expect(data.additionalProperty).toContainEqual({ '@type': 'PropertyValue', name: lookup(content, 'specs.dimming'), value: expect.stringMatching(filled(lookup(content, 'specValues.dimming.edges'))) });
  const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList')!;
  expect(trail.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: lookup(messages('de-DE', 'nav'), 'home'), item: `${SITE.url}/de-DE` },
    { '@type': 'ListItem', position: 2, name: lookup(content, 'modules.electronic_types.name'), item: `${SITE.url}/de-DE/function/electronic_types` },
    { '@type': 'ListItem', position: 3, name: lookup(content, 'products.dimmer-switch.name'), item: `${SITE.url}/de-DE/products/dimmer-switch` },
  ]);
});

test('the home page describes the company with contact points and social profiles', async ({ request }) => {
  const head = parseHead(await fetchPage(request, '/ar-SA', 'desktop'));
  const organization = JSON.parse(head.jsonLd[0]!) as Record<string, unknown>;
  expect(organization).toMatchObject({ '@type': 'Organization', name: SITE.name, url: SITE.url });
  expect(organization.contactPoint).toContainEqual(expect.objectContaining({ telephone: SITE.phone, email: SITE.email }));
  expect((organization.sameAs as string[]).length).toBe(6);
});

test('share images are generated PNGs of 1200 × 630, kept by browsers for a day', async ({ request }) => {
  for (const file of ['aurex.png', 'dimmer-switch.png', 'pir-sensor.png']) {
    const response = await request.get(`/og/${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    // Not the pages' `max-age=0`: a share image changes only with a new build of its product.
    expect(response.headers()['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    const png = await response.body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
  expect((await request.get('/og/unknown-product.png')).status()).toBe(404);
});

test('account pages and search results are noindex in both shells', async ({ request }) => {
  for (const [path, shell] of [
    ['/account', 'desktop'],
    ['/de-DE/login', 'desktop'],
    ['/ar-SA/m/register', 'mobile'],
    ['/search?q=socket', 'desktop'],
    ['/de-DE/m/catalogsearch/result?val=socket', 'mobile'],
  ] as const) {
    const head = parseHead(await fetchPage(request, path, shell));
    expect(head.meta('robots'), path).toEqual(['noindex, follow']);
  }
});

test('/404 answers 404 with its own title and description, noindex and no canonical', async ({ request }) => {
  for (const [path, locale] of [
    ['/404', 'en-US'],
    ['/de-DE/404', 'de-DE'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0, headers: { 'user-agent': DESKTOP_UA } });
    expect(response.status(), path).toBe(404);
    const head = parseHead(await response.text());
    expect(head.title, path).toBe(`${lookup(messages(locale, 'pages'), 'notFound.title')} | ${SITE.name}`);
    expect(head.meta('description'), path).toEqual([lookup(messages(locale, 'pages'), 'notFound.description')]);
    expect(head.meta('robots').length, path).toBeGreaterThan(0);
    for (const value of head.meta('robots')) expect(value, path).toContain('noindex');
    expect(head.canonical, path).toEqual([]);
    expect(head.hreflangCount, path).toBe(0);
  }
});

test('sitemap.xml lists every public desktop page in every locale with its 35 alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
  expect(entries).toHaveLength(indexablePages().length * LOCALES.length);
  const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)![1]!);
  expect(new Set(locs).size).toBe(locs.length);
  for (const entry of entries) {
    expect(entry.match(/<xhtml:link rel="alternate" hreflang="/g)).toHaveLength(LOCALES.length + 1);
  }
  for (const loc of [`${SITE.url}`, `${SITE.url}/panel/1`, `${SITE.url}/de-DE/panel/1`, `${SITE.url}/ar-SA/products/dimmer-switch`, `${SITE.url}/sr-SP/privacy`]) {
    expect(locs).toContain(loc);
  }
  expect(locs.every((loc) => loc.startsWith(SITE.url))).toBe(true);
  expect(locs.some((loc) => /\/(m|account|login|register|search)(\/|$)/.test(loc.slice(SITE.url.length)))).toBe(false);
  expect(xml).toContain(`hreflang="x-default" href="${SITE.url}/panel/1"`);
  expect(xml).toContain(`hreflang="ja-JP" href="${SITE.url}/ja-JP/panel/1"`);
  expect(xml).toContain(`hreflang="sr-Cyrl-RS" href="${SITE.url}/sr-SP/panel/1"`);
});

test('robots.txt points at the sitemap and closes admin, account pages and the API', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  expect(lines).toContain('User-Agent: *');
  expect(lines).toContain('Allow: /');
  expect(lines).toContain(`Sitemap: ${SITE.url}/sitemap.xml`);
  expect(lines).toContain('Disallow: /api/');
  for (const page of CLOSED_PAGES) {
    for (const rule of [page, `/m${page}`, `/*${page}`]) expect(lines).toContain(`Disallow: ${rule}`);
  }
  // Nothing public is closed.
  const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
  for (const page of indexablePages()) {
    for (const locale of SAMPLE_LOCALES) {
      const path = publicPath(locale, 'desktop', page);
      const blocked = disallowed.some((rule) => new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`).test(path));
      expect(blocked, path).toBe(false);
    }
  }
});

test('/favicon.ico, which browsers ask for on documents without an icon link (an opened picture or PDF), is the brand icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/x-icon');
  // An ICO header: reserved 0, type 1 (icon), then the number of images.
  expect([...(await response.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});
