import { createTranslator } from 'next-intl';
import { formattingLocaleOf, isLocale, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { productDescription } from '@/lib/content/facts';
import { PRODUCTS, type ContentTranslate, type Product } from '@/lib/content';
import { publicPath } from '@/lib/i18n/paths';
import { MAX_QUERY_LENGTH, suggestProducts } from '@/lib/content/search';
import type { Shell } from '@/lib/pages';

export interface SuggestItem {
  title: string;
  href: string;
}

export interface SuggestResponse {
  items: SuggestItem[];
  error?: 'locale' | 'shell';
}

/** Same answer for the same URL for everyone: shared caches may keep it. */
const CACHEABLE = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';

function answer(body: SuggestResponse, status = 200): Response {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': status === 200 ? CACHEABLE : 'public, max-age=60', 'X-Content-Type-Options': 'nosniff' },
  });
}

/** Each product's name and description in a locale, formatted once per server process. */
const textsByLocale = new Map<Locale, Promise<Map<Product, { name: string; description: string }>>>();

function productTexts(locale: Locale): Promise<Map<Product, { name: string; description: string }>> {
  let texts = textsByLocale.get(locale);
  if (!texts) {
    texts = messagesFor(locale).then((messages) => {
      const content = createTranslator({ locale: formattingLocaleOf(locale), messages, namespace: 'content' }) as unknown as ContentTranslate;
      return new Map(PRODUCTS.map((product) => [product, { name: content(`products.${product.slug}.name`), description: productDescription(product, formattingLocaleOf(locale), content) }]));
    });
    textsByLocale.set(locale, texts);
  }
  return texts;
}

/**
 * Product title suggestions for the header search box:
 * `GET /api/suggest?q=touch&locale=de-DE&shell=mobile` answers `{ items: [{ title, href }] }`.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const locale = params.get('locale') ?? 'en-US';
  if (!isLocale(locale)) return answer({ items: [], error: 'locale' }, 400);
  const shell = params.get('shell') ?? 'desktop';
  if (shell !== 'desktop' && shell !== 'mobile') return answer({ items: [], error: 'shell' }, 400);
  const query = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  if (!query) return answer({ items: [] });

  const texts = await productTexts(locale);
  const suggestions = suggestProducts(
    query,
    (product) => texts.get(product)?.name ?? product.slug,
    (product) => texts.get(product)?.description ?? '',
  );
  return answer({
    items: suggestions.map(({ title, slug }) => ({ title, href: publicPath(locale, shell as Shell, `/products/${slug}`) })),
  });
}
