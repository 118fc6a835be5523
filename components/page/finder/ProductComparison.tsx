import { getTranslations } from 'next-intl/server';
import { factRows, type FactRow } from '@/lib/content/facts';
import { FactValue } from '@/components/shared/FactValue';
import { productBySlug, type Product } from '@/lib/content';
import { finderHref, type FinderQuery } from '@/lib/content/finder';
import { LocalLink } from '@/components/shared/LocalLink';
import { formattingLocaleOf, type Locale } from '@/lib/i18n/locales';
import type { Shell } from '@/lib/pages';
import styles from './finder.module.css';

/** Rows of every compared product in one order: the first product's, then any the others add. */
function alignedRows(columns: readonly FactRow[][]): { id: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const rows of columns) for (const row of rows) if (!seen.has(row.id)) seen.set(row.id, row.label);
  return [...seen].map(([id, label]) => ({ id, label }));
}

interface Props {
  slugs: readonly string[];
  overflow: boolean;
  query: FinderQuery;
  locale: Locale;
  shell: Shell;
}

/** Up to three products side by side, every fact of each in one table. */
export async function ProductComparison({ slugs, overflow, query, locale, shell }: Props) {
  const t = await getTranslations('pages.finder');
  const content = await getTranslations('content');
  const products = slugs.map((slug) => productBySlug(slug)).filter((product): product is Product => product !== undefined);
  const columns = products.map((product) => factRows(product, formattingLocaleOf(locale), content));
  return (
    <div className={styles.comparison} data-testid="comparison">
      <h2 id="comparison-title">{t('compareTitle')}</h2>
      {overflow && <p className={styles.notice}>{t('compareLimit')}</p>}
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby="comparison-title">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('property')}</th>
              {products.map((product) => (
                <th key={product.slug} scope="col">
                  <LocalLink locale={locale} shell={shell} to={`/products/${product.slug}`}>
                    {content(`products.${product.slug}.name`)}
                  </LocalLink>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {alignedRows(columns).map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.label}</th>
                {columns.map((rows, index) => (
                  <td key={products[index]!.slug}>
                    <FactValue value={rows.find((candidate) => candidate.id === row.id)?.value ?? '—'} locale={locale} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LocalLink locale={locale} shell={shell} to={finderHref(query)}>
        {t('compareClear')}
      </LocalLink>
    </div>
  );
}
