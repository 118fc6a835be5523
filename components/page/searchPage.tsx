import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { PAGES, type Shell } from '@/lib/pages';
import { siteIndexOf, type SearchHit } from '@/lib/search/engine';
import { entryHref, type SearchEntry, type SearchKind } from '@/lib/search/entries';
import { MAX_QUERY_LENGTH } from '@/lib/search/query';
import { LocalLink } from '@/components/shared/LocalLink';
import { ProductCard } from '@/components/shared/ProductCard';
import { SearchForm } from '@/components/shared/SearchForm';
import { Section } from '@/components/page/Section';
import { PageHero } from './PageHero';
import { definePage } from './definePage';
import styles from './catalogPages.module.css';
import results from './searchResults.module.css';

interface ResultGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

/** Hits grouped by kind, the group with the best hit first: what the visitor most likely wants leads. */
function groupByKind(hits: readonly SearchHit[]): ResultGroup[] {
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const hit of hits) groups.set(hit.entry.kind, [...(groups.get(hit.entry.kind) ?? []), hit]);
  return [...groups].map(([kind, grouped]) => ({ kind, hits: grouped }));
}

/** An answer, a page or a document: its title as the link, what it says below. */
function TextResult({ entry, locale, shell }: { entry: Exclude<SearchEntry, { kind: 'product' }>; locale: Locale; shell: Shell }) {
  return (
    <li className={results.item}>
      <h3 className={results.title}>
        <a href={entryHref(entry, locale, shell)} {...(entry.kind === 'document' ? { type: 'application/pdf' } : {})}>
          {entry.title}
        </a>
      </h3>
      {entry.summary && <p className={results.summary}>{entry.summary}</p>}
    </li>
  );
}

/**
 * The search results of a shell: `/search?q=` on desktop, `/catalogsearch/result?val=` on
 * mobile (SPEC section 2), over products, answers, pages and documents in the visitor's
 * language (lib/search). They depend on the query, so they render per request.
 */
export function searchPage(id: 'search' | 'mobileSearch') {
  const param = PAGES[id].searchParam;
  return definePage(id, {
    meta: async () => {
      const t = await getTranslations('pages.search');
      return { title: t('title'), description: t('description'), noindex: true };
    },
    render: async ({ locale, shell, searchParams }) => {
      const value = (await searchParams)[param];
      const query = (Array.isArray(value) ? value[0] : value)?.trim().slice(0, MAX_QUERY_LENGTH) ?? '';
      const t = await getTranslations('pages.search');
      const pages = await getTranslations('pages');
      const hits = query ? (await siteIndexOf(locale)).search(query) : [];
      return (
        <>
          <PageHero title={query ? t('resultsFor', { query }) : t('heading')}>
            <div className={styles.searchBox}>
              <SearchForm locale={locale} shell={shell} defaultValue={query} landmark={t('title')} />
            </div>
          </PageHero>
          <Section tones={['tight']}>
            {!query && <p className="muted">{t('empty')}</p>}
            {query && <p role="status">{t('count', { count: hits.length })}</p>}
            {query && hits.length === 0 && (
              <>
                <p className="muted">{t('noResults')}</p>
                <ul className={results.otherWays}>
                  <li><LocalLink locale={locale} shell={shell} to="/products">{pages('finder.title')}</LocalLink></li>
                  <li><LocalLink locale={locale} shell={shell} to="/support">{pages('support.title')}</LocalLink></li>
                  <li><LocalLink locale={locale} shell={shell} to="/contact">{pages('contact.title')}</LocalLink></li>
                </ul>
              </>
            )}
            {groupByKind(hits).map(({ kind, hits: grouped }) => (
              <section key={kind} aria-labelledby={`results-${kind}`} className={results.group}>
                <h2 id={`results-${kind}`}>{t(`kinds.${kind}`)}</h2>
                {kind === 'product' ? (
                  <ul className="grid grid--4 grid--phone-2">
                    {grouped.map(({ entry }) =>
                      entry.kind === 'product' ? <ProductCard key={entry.id} product={entry.product} locale={locale} shell={shell} /> : null,
                    )}
                  </ul>
                ) : (
                  <ul className={results.list}>
                    {grouped.map(({ entry }) => (entry.kind === 'product' ? null : <TextResult key={entry.id} entry={entry} locale={locale} shell={shell} />))}
                  </ul>
                )}
              </section>
            ))}
          </Section>
        </>
      );
    },
  });
}
