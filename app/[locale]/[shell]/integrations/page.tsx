import { getTranslations } from 'next-intl/server';
import { HUBS, HUB_NAMES, zigbeeProfileOf } from '@/lib/content/integrations';
import { PRODUCTS } from '@/lib/content/products';
import { LocalLink } from '@/components/shared/LocalLink';
import { PageHero } from '@/components/page/PageHero';
import { Section } from '@/components/page/Section';
import { definePage } from '@/components/page/definePage';
import styles from '@/components/page/integrations.module.css';

/** The Zigbee products and their profiles, in the catalog's order. */
const ZIGBEE_PRODUCTS = PRODUCTS.flatMap((product) => {
  const profile = zigbeeProfileOf(product);
  return profile ? [{ product, profile }] : [];
});

/**
 * Which hubs work with which AUREX devices and how (lib/content/integrations.ts): a table of
 * every Zigbee device against every hub, then how to set up each hub.
 */
const page = definePage('integrations', {
  meta: () => ({ key: 'integrations' }),
  render: async ({ locale, shell }) => {
    const t = await getTranslations('pages.integrations');
    const content = await getTranslations('content');
    return (
      <>
        <PageHero title={t('heading')} lead={t('lead')} />
        <Section id="matrix" title={t('matrixTitle')} tones={['tight']}>
          <div className={styles.scroller} role="group" aria-labelledby="matrix-title" tabIndex={0}>
            <table className={styles.matrix}>
              <thead>
                <tr>
                  <th scope="col">{t('device')}</th>
                  <th scope="col">{t('modelId')}</th>
                  {HUBS.map((hub) => (
                    <th key={hub} scope="col" translate="no">{HUB_NAMES[hub]}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ZIGBEE_PRODUCTS.map(({ product, profile }) => (
                  <tr key={product.slug} data-product={product.slug}>
                    <th scope="row">
                      <LocalLink locale={locale} shell={shell} to={`/products/${product.slug}`}>{content(`products.${product.slug}.name`)}</LocalLink>
                    </th>
                    <td><code translate="no">{profile.modelId}</code></td>
                    {profile.hubs.map(({ hub, support }) => (
                      <td key={hub} data-hub={hub} data-support={support}>{t(`short.${support}`)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
        <Section id="hubs" title={t('hubsTitle')} tones={['alt', 'tight']}>
          <dl className={styles.hubs}>
            {HUBS.map((hub) => (
              <div key={hub}>
                <dt translate="no">{HUB_NAMES[hub]}</dt>
                <dd>{t(`hubs.${hub}`)}</dd>
              </div>
            ))}
          </dl>
        </Section>
      </>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
