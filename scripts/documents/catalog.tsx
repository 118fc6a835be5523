import { ProductDrawing } from '@/components/shared/ProductRender';
import type { ContentTranslate, Product } from '@/lib/content/types';
import { boxText, familySizes, familyTexts, productDescription } from '@/lib/content/facts';
import { quantitiesFor } from '@/lib/content/quantities';
import { BOX_OF_FAMILY } from '@/lib/content/technical';
import { formattingLocaleOf } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site';
import { DocumentHtml, FactsTable, Warning } from './layout';
import { catalogSections, defaultVariant, productFacts, skuVariants, type CatalogSection, type Translators } from './model';

function sectionTitle(section: CatalogSection, t: Translators): string {
  return section.kind === 'family' ? t.content(`families.${section.family.key}.name`) : t.content(`modules.${section.group}.name`);
}

function Drawing({ product }: { product: Product }) {
  const { family, finish } = defaultVariant(product);
  return <ProductDrawing face={product.face} finish={finish} family={family} sheen={null} />;
}

function ProductSheet({ product, t }: { product: Product; t: Translators }) {
  return (
    <section className="sheet" aria-labelledby={`product-${product.slug}`}>
      <p className="eyebrow">{`${t.doc('sku')} ${product.sku}`}</p>
      <h3 id={`product-${product.slug}`} style={{ fontSize: '18pt', margin: '0 0 6pt' }}>
        {t.content(`products.${product.slug}.name`)}
      </h3>
      <div className="split">
        <div className="figure">
          <Drawing product={product} />
        </div>
        <div>
          <h4 style={{ fontSize: '12pt', margin: '0 0 4pt' }}>{t.doc('description')}</h4>
          <p>{productDescription(product, formattingLocaleOf(t.locale), t.content as ContentTranslate)}</p>
          {product.mainsWired && <Warning title={t.doc('warningTitle')} text={t.doc('warning')} />}
        </div>
      </div>
      <h4 style={{ fontSize: '12pt', margin: '12pt 0 4pt' }}>{t.doc('specifications')}</h4>
      <FactsTable rows={productFacts(product, t)} />
      <h4 style={{ fontSize: '12pt', margin: '12pt 0 4pt' }}>{t.doc('skuVariants')}</h4>
      <p className="codes" dir="ltr">
        {skuVariants(product).join(' ')}
      </p>
    </section>
  );
}

function SectionSheet({ section, t }: { section: CatalogSection; t: Translators }) {
  const { doc, content } = t;
  const formatting = formattingLocaleOf(t.locale);
  const sizes = section.kind === 'family' ? familySizes(section.family, formatting, content as ContentTranslate) : undefined;
  const texts = section.kind === 'family' ? familyTexts(section.family, formatting, content as ContentTranslate) : undefined;
  return (
    <section className="sheet" aria-labelledby={section.id}>
      <p className="eyebrow">{section.kind === 'family' ? doc('familiesPart') : doc('modulesPart')}</p>
      <h2 id={section.id} style={{ fontSize: '22pt', marginTop: 0 }}>
        {sectionTitle(section, t)}
      </h2>
      <p className="lead">{texts ? texts.summary : section.kind === 'group' && content(`modules.${section.group}.summary`)}</p>
      {section.kind === 'family' && sizes && texts && (
        <FactsTable
          rows={[
            { label: doc('standard'), value: texts.standard },
            { label: doc('backBox'), value: boxText(BOX_OF_FAMILY[section.family.id], content as ContentTranslate, quantitiesFor(formatting, content as ContentTranslate)) },
            { label: doc('screwPitch'), value: sizes.screwPitch },
            { label: doc('plateSize'), value: sizes.plate },
            { label: doc('gangs'), value: sizes.gangs },
            { label: doc('finishes'), value: section.family.finishes.map((finish) => content(`finishes.${finish}`)).join(', ') },
          ]}
        />
      )}
      <h3 style={{ fontSize: '13pt' }}>{doc('productsInSection')}</h3>
      <ul className="cards">
        {section.products.map((product) => (
          <li key={product.slug}>
            <Drawing product={product} />
            <strong>{content(`products.${product.slug}.name`)}</strong>
            <span>{product.sku}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The brand catalog: cover, contents, a sheet per family and module type, and a sheet per product. */
export function CatalogDocument({ t }: { t: Translators }) {
  const sections = catalogSections();
  const title = `${SITE.name} ${t.doc('catalogTitle')}`;
  return (
    <DocumentHtml locale={t.locale} title={title} subject={t.doc('catalogSubtitle')}>
      <section className="sheet cover">
        <p className="brand">{SITE.name}</p>
        <h1>{t.doc('catalogTitle')}</h1>
        <p className="lead">{t.doc('catalogSubtitle')}</p>
        <p className="muted">{t.doc('catalogEdition', { year: SITE.copyrightYear })}</p>
        <div className="range" aria-hidden="true">
          {sections
            .filter((section) => section.kind === 'group')
            .map((section) => section.products[0])
            .filter((product): product is Product => Boolean(product))
            .map((product) => (
              <Drawing key={product.slug} product={product} />
            ))}
        </div>
        <p className="muted">{t.doc('contact', { email: SITE.email, phone: SITE.phone, url: SITE.url.replace(/^https?:\/\//, '') })}</p>
      </section>
      <nav className="sheet toc" aria-labelledby="contents">
        {/* Something before the heading: chromium starts a sheet after a page break with an empty fragment, which must not be the heading's. */}
        <p className="eyebrow">{`${SITE.name} · ${t.doc('catalogTitle')}`}</p>
        <h2 id="contents" style={{ fontSize: '22pt', marginTop: 0 }}>
          {t.doc('contents')}
        </h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{`${section.kind === 'family' ? t.doc('familiesPart') : t.doc('modulesPart')}: ${sectionTitle(section, t)}`}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.flatMap((section) => [
        <SectionSheet key={section.id} section={section} t={t} />,
        ...(section.kind === 'group' ? section.products.map((product) => <ProductSheet key={product.slug} product={product} t={t} />) : []),
      ])}
    </DocumentHtml>
  );
}
