import { isLocale } from '@/lib/i18n/locales';
import { MAX_QUERY_LENGTH, SUGGESTION_LIMIT } from '@/lib/search/query';
import { siteIndexOf } from '@/lib/search/engine';
import { entryHref } from '@/lib/search/entries';

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

/**
 * Suggestions for the header search box, from the site search (products, answers, pages and
 * documents, best first): `GET /api/suggest?q=touch&locale=de-DE&shell=mobile` answers
 * `{ items: [{ title, href }] }`.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const locale = params.get('locale') ?? 'en-US';
  if (!isLocale(locale)) return answer({ items: [], error: 'locale' }, 400);
  const shell = params.get('shell') ?? 'desktop';
  if (shell !== 'desktop' && shell !== 'mobile') return answer({ items: [], error: 'shell' }, 400);
  const query = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  if (!query) return answer({ items: [] });

  const hits = (await siteIndexOf(locale)).search(query).slice(0, SUGGESTION_LIMIT);
  return answer({ items: hits.map(({ entry }) => ({ title: entry.title, href: entryHref(entry, locale, shell) })) });
}
