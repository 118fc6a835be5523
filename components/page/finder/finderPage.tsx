import { getTranslations } from 'next-intl/server';
import { findProducts, isFiltered, parseFinderRequest, type FinderRequest } from '@/lib/content/finder';
import { pageHref } from '@/lib/i18n/paths';
import { definePage } from '@/components/page/definePage';
import { PageHero } from '@/components/page/PageHero';
import { Section } from '@/components/page/Section';
import { FinderFilters } from './FinderFilters';
import { FinderResults } from './FinderResults';
import { ProductComparison } from './ProductComparison';
import styles from './finder.module.css';

const PLAIN: FinderRequest = parseFinderRequest({});

/**
 * The product finder: one GET form of filters and "Compare" boxes, answered on the server, so
 * it works without JavaScript and every result has a shareable address. Only the plain page is
 * indexed; filtered addresses are noindex. The plain page (`plain`) is prerendered, as every
 * other page is: next.config.ts rewrites `/products` without a query to it. Every address with
 * a query renders for its request.
 */
export function finderPage(plain: boolean) {
  return definePage('products', {
    meta: async ({ searchParams }) => {
      const t = await getTranslations('pages.finder');
      return { title: t('title'), description: t('description'), noindex: !plain && isFiltered(await searchParams) };
    },
    render: async ({ locale, shell, searchParams }) => {
      const t = await getTranslations('pages.finder');
      const request = plain ? PLAIN : parseFinderRequest(await searchParams);
      const products = findProducts(request.query);
      return (
        <>
          <PageHero title={t('heading')} lead={t('lead')} />
          <Section tones={['tight']}>
            {request.ignored && (
              <p className={styles.notice} role="alert">
                {t('ignored')}
              </p>
            )}
            {request.compare.length > 0 && (
              <ProductComparison slugs={request.compare} overflow={request.compareOverflow} query={request.query} locale={locale} shell={shell} />
            )}
            <form method="get" action={pageHref(locale, shell, '/products')} className={styles.layout} aria-label={t('title')}>
              <FinderFilters query={request.query} locale={locale} shell={shell} />
              <FinderResults products={products} query={request.query} compare={request.compare} locale={locale} shell={shell} />
            </form>
          </Section>
        </>
      );
    },
  });
}
