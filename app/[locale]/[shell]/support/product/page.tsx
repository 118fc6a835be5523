import { getTranslations } from 'next-intl/server';
import { catalogPdfOf, MODULE_TYPES, productsOfGroup } from '@/lib/content';
import { LocalLink } from '@/components/shared/LocalLink';
import { PageHero } from '@/components/page/PageHero';
import { ProductDownloads } from '@/components/shared/ProductDownloads';
import { ProductRender } from '@/components/shared/ProductRender';
import { definePage } from '@/components/page/definePage';
import styles from '@/components/page/support.module.css';
import { Section } from '@/components/page/Section';

const GROUPS = [...MODULE_TYPES, 'devices'] as const;

const page = definePage('supportProduct', {
  meta: () => ({ key: 'supportProduct' }),
  render: async ({ locale, shell }) => {
    const pages = await getTranslations('pages.supportProduct');
    const t = await getTranslations('support.downloads');
    const content = await getTranslations('content');
    return (
      <>
        <PageHero eyebrow={t('eyebrow')} title={pages('heading')} lead={t('intro')} />
        <Section tones={['tight']}>
          <div className={styles.catalog}>
            <div>
              <h2>{t('catalogTitle')}</h2>
              <p className="muted">{t('catalogBody')}</p>
            </div>
            <a href={catalogPdfOf(locale)} download className="button" data-kind="catalog">
              {t('catalogDownload', { type: t('fileType') })}
            </a>
          </div>
          {GROUPS.map((group) => {
            const products = productsOfGroup(group);
            return (
              <section key={group} aria-labelledby={`downloads-${group}`} className={styles.group}>
                <h2 id={`downloads-${group}`}>
                  {content(`modules.${group}.name`)} <span className={styles.count}>{t('groupCount', { count: products.length })}</span>
                </h2>
                <ul className={styles.downloads}>
                  {products.map((product) => {
                    const name = content(`products.${product.slug}.name`);
                    return (
                      <li key={product.slug} className={styles.download}>
                        <ProductRender face={product.face} finish={product.finishes[0]!} family={product.families[0]} className={styles.thumb} />
                        <div className={styles.downloadText}>
                          <h3>
                            <LocalLink locale={locale} shell={shell} to={`/products/${product.slug}`}>{name}</LocalLink>
                          </h3>
                          <p className={styles.sku}>
                            <span className="visually-hidden">{t('sku')}: </span>
                            {product.sku}
                          </p>
                        </div>
                        <ProductDownloads product={product} name={name} locale={locale} />
                      </li>
                    );
                  })}
                </ul>
              </section>
            );
          })}
        </Section>
      </>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
