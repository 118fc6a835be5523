import { getTranslations } from 'next-intl/server';
import { finderHref, relaxations, type FinderQuery } from '@/lib/content/finder';
import { technicalDataOf } from '@/lib/content/technical';
import type { Product } from '@/lib/content';
import { factRows } from '@/lib/content/facts';
import { WordBreaks } from '@/components/shared/WordBreaks';
import { FactValue } from '@/components/shared/FactValue';
import { LocalLink } from '@/components/shared/LocalLink';
import { ProductRender } from '@/components/shared/ProductRender';
import { GatewayBadge } from '@/components/shared/GatewayBadge';
import { formattingLocaleOf, type Locale } from '@/lib/i18n/locales';
import type { Shell } from '@/lib/pages';
import { choiceLabel } from './finderLabels';
import styles from './finder.module.css';

/** The facts a result shows under its name: where it goes and what it needs. */
const SUMMARY_FACTS = ['boxes', 'boxDepth', 'neutral', 'gangs'];

interface Props {
  products: readonly Product[];
  query: FinderQuery;
  compare: readonly string[];
  locale: Locale;
  shell: Shell;
}

/** The products that pass the filters, each with a "Compare" box of the same GET form; or which filter to drop. */
export async function FinderResults({ products, query, compare, locale, shell }: Props) {
  const t = await getTranslations('pages.finder');
  const content = await getTranslations('content');
  return (
    <section aria-labelledby="finder-results" className={styles.results}>
      <h2 id="finder-results" className="visually-hidden">
        {t('results')}
      </h2>
      <p role="status" className={styles.summary} data-testid="finder-count" data-count={products.length}>
        {t('count', { count: products.length })}
      </p>
      {products.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('empty')}</p>
          <ul>
            {relaxations(query).map(({ filter, choice, count }) => {
              const without = { ...query };
              delete without[filter];
              return (
                <li key={filter}>
                  <LocalLink locale={locale} shell={shell} to={finderHref(without)}>
                    {t('relax', { choice: choiceLabel(filter, choice, t, content), count })}
                  </LocalLink>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <>
          <p className={styles.hint}>{t('compareHint')}</p>
          <ul className={styles.list} data-testid="finder-results">
            {products.map((product) => {
              const name = content(`products.${product.slug}.name`);
              const facts = factRows(product, formattingLocaleOf(locale), content).filter((row) => SUMMARY_FACTS.includes(row.id));
              return (
                <li key={product.slug} className={styles.item} data-slug={product.slug}>
                  <span className={styles.figure}>
                    <ProductRender face={product.face} finish={product.finishes[0]!} family={technicalDataOf(product).boxes.length ? product.families[0] : undefined} />
                  </span>
                  <div className={styles.body}>
                    <h3 className={styles.name}>
                      <LocalLink locale={locale} shell={shell} to={`/products/${product.slug}`}>
                        <WordBreaks text={name} locale={locale} />
                      </LocalLink>
                    </h3>
                    <GatewayBadge gateway={product.gateway} compact />
                    <dl className={styles.facts}>
                      {facts.map((row) => (
                        <div key={row.id}>
                          <dt>{row.label}</dt>
                          <dd>
                            <FactValue value={row.value} locale={locale} />
                          </dd>
                        </div>
                      ))}
                    </dl>
                    <label className={styles.compare}>
                      <input type="checkbox" name="compare" value={product.slug} defaultChecked={compare.includes(product.slug)} />
                      <span>
                        {t('compare')}
                        <span className="visually-hidden">{`: ${name}`}</span>
                      </span>
                    </label>
                  </div>
                </li>
              );
            })}
          </ul>
          <button type="submit" className="button button--ghost">
            {t('compareSubmit')}
          </button>
        </>
      )}
    </section>
  );
}
