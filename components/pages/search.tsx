import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { isLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { searchProducts } from '@/lib/content/search';
import { PageHero } from '@/components/shared/PageHero';
import { ProductCard } from '@/components/shared/ProductCard';
import { SearchForm } from '@/components/shared/SearchForm';
import { MOBILE_SEARCH_PAGE, type Shell } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import styles from './catalogPages.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Search results depend on the query, so this page renders per request (it is not content). */
function searchPage(shell: Shell) {
  const page = shell === 'mobile' ? MOBILE_SEARCH_PAGE : '/search';
  const param = shell === 'mobile' ? 'val' : 'q';
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const { locale: raw } = await params;
      const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
      const t = await getTranslations({ locale, namespace: 'pages.search' });
      return pageMetadata({ locale, shell, page, title: t('title'), description: t('description'), noindex: true });
    },
    Page: async ({ params, searchParams }: Props) => {
      const { locale: raw } = await params;
      const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
      const value = (await searchParams)[param];
      const query = (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 100) ?? '';
      const t = await getTranslations({ locale, namespace: 'pages.search' });
      const content = await getTranslations({ locale, namespace: 'content.products' });
      const results = searchProducts(query, (product) => ({
        name: content(`${product.slug}.name`),
        description: content(`${product.slug}.description`),
      }));
      return (
        <>
          <PageHero title={query ? t('resultsFor', { query }) : t('heading')}>
            <div className={styles.searchBox}>
              <SearchForm locale={locale} shell={shell} defaultValue={query} landmark={t('title')} />
            </div>
          </PageHero>
          <section className="section section--tight">
            <div className="container">
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
            </div>
          </section>
        </>
      );
    },
  };
}

export const desktopSearch = searchPage('desktop');
export const mobileSearch = searchPage('mobile');
