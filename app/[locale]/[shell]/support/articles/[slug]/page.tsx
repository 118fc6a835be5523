import { getFormatter, getTranslations } from 'next-intl/server';
import { ARTICLES, ARTICLES_UPDATED, articleProducts, articleSections, type ArticleSlug } from '@/lib/content/articles';
import { quantitiesFor } from '@/lib/content/quantities';
import type { ContentTranslate, Product } from '@/lib/content/types';
import { formattingLocaleOf, htmlLangOf } from '@/lib/i18n/locales';
import { canonicalUrl } from '@/lib/seo';
import { techArticleJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/shared/JsonLd';
import { LocalLink } from '@/components/shared/LocalLink';
import { WiringDiagram } from '@/components/shared/WiringDiagram';
import { PageHero } from '@/components/page/PageHero';
import { Section } from '@/components/page/Section';
import { definePage } from '@/components/page/definePage';
import styles from '@/components/page/article.module.css';

/** A help article (lib/content/articles.ts): its sections from the data, the products it concerns, TechArticle data. */
const page = definePage<{ slug: ArticleSlug }>('article', {
  meta: async ({ params }) => {
    const t = await getTranslations(`support.articles.items.${params.slug}`);
    return { title: t('title'), description: t('summary') };
  },
  breadcrumbs: async ({ params }) => {
    const t = await getTranslations('support.articles');
    const pages = await getTranslations('pages.support');
    return [
      { name: pages('title'), page: '/support' },
      { name: t(`items.${params.slug}.title`), page: `/support/articles/${params.slug}` },
    ];
  },
  render: async ({ locale, shell, params }) => {
    const { slug } = params;
    const t = await getTranslations();
    const articles = await getTranslations('support.articles');
    const content = (await getTranslations('content')) as unknown as ContentTranslate;
    const format = await getFormatter();
    const sections = articleSections(slug, t as unknown as Parameters<typeof articleSections>[1], content, quantitiesFor(formattingLocaleOf(locale), content));
    const products = articleProducts(slug);
    const title = articles(`items.${slug}.title`);
    const summary = articles(`items.${slug}.summary`);
    const productName = (product: Product) => content(`products.${product.slug}.name`);
    return (
      <>
        <JsonLd
          data={techArticleJsonLd(
            {
              headline: title,
              description: summary,
              body: sections.map((section) => `${section.title}. ${section.text}`).join('\n'),
              url: canonicalUrl(locale, `/support/articles/${slug}`),
              dateModified: ARTICLES_UPDATED,
              about: products.map((product) => ({ name: productName(product), url: canonicalUrl(locale, `/products/${product.slug}`) })),
            },
            htmlLangOf(locale),
          )}
        />
        <PageHero eyebrow={articles(`kinds.${ARTICLES[slug].kind}`)} title={title} lead={summary}>
          <p className="muted">{articles('updated', { date: format.dateTime(new Date(`${ARTICLES_UPDATED}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) })}</p>
        </PageHero>
        <Section tones={['tight']}>
          <div className={styles.body}>
            {sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>{section.title}</h2>
                <p>{section.text}</p>
                {section.twoWayDiagram && (
                  <WiringDiagram product={section.twoWayDiagram} name={productName(section.twoWayDiagram)} headingId={`${section.id}-title`} kind="twoWay" />
                )}
                {section.items.length > 0 && (
                  <ul className={styles.items}>
                    {section.items.map(({ product, note }) => (
                      <li key={product.slug}>
                        <LocalLink locale={locale} shell={shell} to={`/products/${product.slug}`}>{productName(product)}</LocalLink>: {note}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        </Section>
        <Section id="products" title={articles('productsTitle')} tones={['alt', 'tight']}>
          <ul className={styles.products}>
            {products.map((product) => (
              <li key={product.slug}>
                <LocalLink locale={locale} shell={shell} to={`/products/${product.slug}`}>{productName(product)}</LocalLink>
              </li>
            ))}
          </ul>
          <p>
            <LocalLink locale={locale} shell={shell} to="/support" hash="articles">{articles('allArticles')}</LocalLink>
          </p>
        </Section>
      </>
    );
  },
});

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
