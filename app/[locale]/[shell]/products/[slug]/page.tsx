import { getTranslations } from 'next-intl/server';
import { FAMILIES, FINISHES, productBySlug } from '@/lib/content';
import { factRows, productDescription } from '@/lib/content/facts';
import { WiringDiagram } from '@/components/shared/WiringDiagram';
import { LocalLink } from '@/components/shared/LocalLink';
import { GatewayBadge } from '@/components/shared/GatewayBadge';
import { ProductConfiguratorOnDemand } from '@/components/shared/onDemand/parts';
import { PowerWarning } from '@/components/shared/PowerWarning';
import { ProductDownloads } from '@/components/shared/ProductDownloads';
import { JsonLd } from '@/components/shared/JsonLd';
import { productJsonLd } from '@/lib/structured-data';
import { canonicalUrl, productImageFile, shareImageUrl } from '@/lib/seo';
import { formattingLocaleOf, type Locale } from '@/lib/i18n/locales';
import type { ModuleType, Product } from '@/lib/content/types';
import { definePage } from '@/components/page/definePage';
import styles from './product.module.css';
import { Section } from '@/components/page/Section';
import { WordBreaks } from '@/components/shared/WordBreaks';
import { FactValue } from '@/components/shared/FactValue';
import { ZigbeeIntegration } from '@/components/shared/ZigbeeIntegration';
import { zigbeeProfileOf } from '@/lib/content/integrations';
import { firmwareOf } from '@/lib/content/firmware';
import { articlesOfProduct } from '@/lib/content/articles';
import { switchesTwoWay } from '@/lib/content/wiring';
import { ArticleList } from '@/components/shared/ArticleList';
// Stylesheets of the parts loaded on demand (components/shared/onDemand), linked with the
// page: the parts' own imports of them arrive only with their code.
import '@/components/shared/ProductConfigurator.module.css';

const page = definePage<{ slug: string }>('product', {
  meta: async ({ locale, params }) => {
    const product = productBySlug(params.slug)!;
    const t = await getTranslations('pages.product');
    const content = await getTranslations('content');
    const name = content(`products.${product.slug}.name`);
    return {
      title: t('title', { name }),
      description: productDescription(product, formattingLocaleOf(locale), content),
      image: { file: productImageFile(product), alt: name },
    };
  },
  // The trail the page shows: home → function module type → product.
  breadcrumbs: async ({ params }) => {
    const product = productBySlug(params.slug)!;
    const content = await getTranslations('content');
    return [
      { name: content(`modules.${product.group}.name`), page: `/function/${groupPage(product)}` },
      { name: content(`products.${product.slug}.name`), page: `/products/${product.slug}` },
    ];
  },
  render: async ({ locale, shell, params }) => {
    const product = productBySlug(params.slug)!;
    const t = await getTranslations('pages.product');
    const content = await getTranslations('content');
    const downloads = await getTranslations('support.downloads');
    const group = groupPage(product);
    const name = content(`products.${product.slug}.name`);
    const zigbee = zigbeeProfileOf(product);
    const articles = articlesOfProduct(product);
    const help = await getTranslations('support.articles');
    return (
      <>
        <ProductData product={product} locale={locale} />
        <Section tones={['tight']}>
          <nav aria-label={t('breadcrumb')} className="breadcrumbs">
            <ol>
              <li>
                <LocalLink locale={locale} shell={shell} to="/">{t('home')}</LocalLink>
              </li>
              <li>
                <LocalLink locale={locale} shell={shell} to={`/function/${group}`}>{content(`modules.${product.group}.name`)}</LocalLink>
              </li>
              <li aria-current="page">{name}</li>
            </ol>
          </nav>
          <div className={styles.titleRow}>
            <h1>
              <WordBreaks text={name} locale={locale} />
            </h1>
            <GatewayBadge gateway={product.gateway} />
          </div>
          <ProductConfiguratorOnDemand
            face={product.face}
            skuPrefix={product.sku}
            name={name}
            description={productDescription(product, formattingLocaleOf(locale), content)}
            standards={FAMILIES.filter((family) => product.families.includes(family.id)).map((family) => ({
              id: family.id,
              label: content(`families.${family.key}.name`),
              code: family.code,
            }))}
            finishes={product.finishes.map((finish) => ({ id: finish, label: content(`finishes.${finish}`), code: FINISHES[finish].code }))}
            labels={{
              standard: t('selectStandard'),
              style: t('selectStyle'),
              name: t('name'),
              sku: t('sku'),
              description: t('descriptionLabel'),
              universal: t('universal'),
              preview: t.raw('previewAlt') as string,
            }}
          />
        </Section>
        <section className="section section--alt section--tight" aria-labelledby="specs-title">
          <div className={`container ${styles.columns}`}>
            <div>
              <h2 id="specs-title">{content('technical.title')}</h2>
              <table className={styles.specs} data-testid="technical-data">
                <tbody>
                  {factRows(product, formattingLocaleOf(locale), content).map((row) => (
                    <tr key={row.id} data-fact={row.id}>
                      <th scope="row">{row.label}</th>
                      <td>
                        <FactValue value={row.value} locale={locale} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {product.mainsWired && (
              <PowerWarning title={t('warningTitle')} headingId="warning-title">
                <p>{t('warning')}</p>
                <LocalLink locale={locale} shell={shell} to="/installation">{t('installationLink')}</LocalLink>
              </PowerWarning>
            )}
          </div>
        </section>
        <Section id="wiring" tones={['tight']} title={content('wiring.title')}>
          <WiringDiagram product={product} name={name} headingId="wiring-title" />
          {switchesTwoWay(product) && (
            <>
              <h3 id="two-way-title" className={styles.diagramTitle}>{content('wiring.twoWay.title')}</h3>
              <WiringDiagram product={product} name={name} headingId="two-way-title" kind="twoWay" />
              <p>
                <LocalLink locale={locale} shell={shell} to="/support/articles/two-way-switching">{help('items.two-way-switching.title')}</LocalLink>
              </p>
            </>
          )}
        </Section>
        {zigbee && (
          <Section id="integrations" title={content('integrations.title')} lead={content('integrations.lead')} tones={['alt', 'tight']}>
            <ZigbeeIntegration profile={zigbee} firmware={firmwareOf(product.slug)} locale={locale} shell={shell} />
          </Section>
        )}
        <Section id="downloads" title={downloads('sectionTitle')} tones={['tight']}>
          <ProductDownloads product={product} name={name} locale={locale} />
          <p className={styles.whereToBuy}>
            <LocalLink locale={locale} shell={shell} to="/where-to-buy" className="button button--ghost">
              {t('whereToBuy')}
            </LocalLink>
          </p>
        </Section>
        {articles.length > 0 && (
          <Section id="articles" title={help('productArticles')} tones={['alt', 'tight']}>
            <ArticleList slugs={articles} locale={locale} shell={shell} />
          </Section>
        )}
      </>
    );
  },
});

/** The function module page a product is listed on (wireless devices sit with the electronic modules). */
function groupPage(product: Product): ModuleType {
  return product.group === 'devices' ? 'electronic_types' : product.group;
}

/** schema.org Product of the page, in its language, with the canonical URL and share image. */
async function ProductData({ product, locale }: { product: Product; locale: Locale }) {
  const content = await getTranslations('content');
  const data = productJsonLd(product, {
    name: content(`products.${product.slug}.name`),
    description: productDescription(product, formattingLocaleOf(locale), content),
    category: content(`modules.${product.group}.name`),
    url: canonicalUrl(locale, `/products/${product.slug}`),
    image: shareImageUrl(productImageFile(product)),
    specs: factRows(product, formattingLocaleOf(locale), content).map((row) => ({ name: row.label, value: row.value })),
  });
  return <JsonLd data={data} />;
}

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
