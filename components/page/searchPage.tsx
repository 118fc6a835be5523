import { getTranslations } from 'next-intl/server';
import { searchProducts } from '@/lib/content/search';
import { productDescription } from '@/lib/content/facts';
import { formattingLocaleOf } from '@/lib/i18n/locales';
import { PAGES } from '@/lib/pages';
import { ProductCard } from '@/components/shared/ProductCard';
import { SearchForm } from '@/components/shared/SearchForm';
import { PageHero } from './PageHero';
import { definePage } from './definePage';
import styles from './catalogPages.module.css';
import { Section } from '@/components/page/Section';

/**
 * The search results of a shell: `/search?q=` on desktop, `/catalogsearch/result?val=` on
 * mobile (SPEC section 2). They depend on the query, so they render per request.
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
      const query = (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 100) ?? '';
      const t = await getTranslations('pages.search');
      const content = await getTranslations('content');
      const results = searchProducts(query, (product) => ({
        name: content(`products.${product.slug}.name`),
        description: productDescription(product, formattingLocaleOf(locale), content),
      }));
      return (
        <>
          <PageHero title={query ? t('resultsFor', { query }) : t('heading')}>
            <div className={styles.searchBox}>
              <SearchForm locale={locale} shell={shell} defaultValue={query} landmark={t('title')} />
            </div>
          </PageHero>
          <Section tones={['tight']}>
            {query ? (
              <>
                <p role="status">{t('count', { count: results.length })}</p>
                {results.length === 0 && <p className="muted">{t('noResults')}</p>}
                <ul className="grid grid--4 grid--phone-2">
                  {results.map((product) => (
                    <ProductCard key={product.slug} product={product} locale={locale} shell={shell} />
                  ))}
                </ul>
              </>
            ) : (
              <p className="muted">{t('empty')}</p>
            )}
          </Section>
        </>
      );
    },
  });
}
