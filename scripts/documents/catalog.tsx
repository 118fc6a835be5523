import { Document, Link, Text, View } from '@react-pdf/renderer';
import { FAMILIES } from '@/lib/content';
import type { Product } from '@/lib/content/types';
import { SITE } from '@/lib/site';
import { BRAND, DocumentPage, MUTED, SURFACE, styles, Table } from './layout';
import { catalogSections, skuVariants, specRows, type CatalogSection } from './model';
import { toWinAnsi } from './pdfText';
import type { PdfTranslate } from './messages';
import { ProductDrawing } from './pdfSvg';

export interface Translators {
  doc: PdfTranslate;
  content: PdfTranslate;
  /** Spec labels and values, read as plain tables (their keys contain dots). */
}

function sectionTitle(section: CatalogSection, content: PdfTranslate): string {
  return section.kind === 'family' ? content(`families.${section.family.key}.name`) : content(`modules.${section.group}.name`);
}

/** Name of each standard a product is made for, or "stand-alone wireless device". */
export function standardsOf(product: Product, { doc, content }: Translators): string {
  if (product.families.length === 0) return doc('standalone');
  return product.families.map((id) => content(`families.${FAMILIES.find((family) => family.id === id)?.key ?? 'european'}.name`)).join(', ');
}

/** The facts every document prints about a product: specs plus gateway, radio, standards and finishes. */
export function productFacts(product: Product, t: Translators) {
  return [
    ...specRows(product, t.content).map((row) => ({ label: row.label, value: toWinAnsi(row.value) })),
    { label: t.doc('gateway'), value: `${t.content(`gateway.${product.gateway}`)}. ${t.content(product.gateway === 'required' ? 'gateway.requiredHelp' : 'gateway.notRequiredHelp')}` },
    { label: t.doc('standards'), value: standardsOf(product, t) },
    { label: t.doc('finishes'), value: product.finishes.map((finish) => t.content(`finishes.${finish}`)).join(', ') },
  ];
}

function ProductPage({ product, t, footer }: { product: Product; t: Translators; footer: (page: number, total: number) => string }) {
  return (
    <DocumentPage footer={footer}>
      <Text style={styles.eyebrow}>{`${t.doc('sku')} ${product.sku}`}</Text>
      <Text style={styles.h1}>{t.content(`products.${product.slug}.name`)}</Text>
      <View style={{ flexDirection: 'row', gap: 20, marginBottom: 8 }}>
        <View style={{ width: 170, backgroundColor: SURFACE, borderRadius: 6, padding: 12, alignItems: 'center' }}>
          <ProductDrawing product={product} width={146} />
        </View>
        <View style={{ flex: 1 }}>
          <Text style={[styles.h2, { marginTop: 0 }]}>{t.doc('description')}</Text>
          <Text>{t.content(`products.${product.slug}.description`)}</Text>
          {product.mainsWired && (
            <View style={styles.warning}>
              <Text style={styles.bold}>{t.doc('warningTitle')}</Text>
              <Text>{t.doc('warning')}</Text>
            </View>
          )}
        </View>
      </View>
      <Text style={styles.h2}>{t.doc('specifications')}</Text>
      <Table rows={productFacts(product, t)} />
      <Text style={styles.h2}>{t.doc('skuVariants')}</Text>
      <Text style={{ color: MUTED, fontSize: 9 }}>{skuVariants(product).join('   ')}</Text>
    </DocumentPage>
  );
}

function SectionPage({ section, t, footer }: { section: CatalogSection; t: Translators; footer: (page: number, total: number) => string }) {
  const { doc, content } = t;
  return (
    <DocumentPage footer={footer}>
      <Text style={styles.eyebrow}>{section.kind === 'family' ? doc('familiesPart') : doc('modulesPart')}</Text>
      <Text style={styles.h1} id={section.id}>
        {sectionTitle(section, content)}
      </Text>
      <Text style={styles.lead}>
        {section.kind === 'family' ? content(`families.${section.family.key}.summary`) : content(`modules.${section.group}.summary`)}
      </Text>
      {section.kind === 'family' && (
        <Table
          rows={[
            { label: doc('standard'), value: content(`families.${section.family.key}.standard`) },
            { label: doc('backBox'), value: content(`families.${section.family.key}.box`) },
            { label: doc('screwPitch'), value: section.family.screwPitch },
            { label: doc('plateSize'), value: `${section.family.plate.width} × ${section.family.plate.height} mm` },
            { label: doc('gangs'), value: section.family.gangs.join(', ') },
            { label: doc('finishes'), value: section.family.finishes.map((finish) => content(`finishes.${finish}`)).join(', ') },
          ]}
        />
      )}
      <Text style={styles.h2}>{doc('productsInSection')}</Text>
      <View style={{ flexDirection: 'row', flexWrap: 'wrap', gap: 10 }}>
        {section.products.map((product) => (
          <View key={product.slug} style={{ width: 155, backgroundColor: SURFACE, borderRadius: 6, padding: 8, alignItems: 'center' }} wrap={false}>
            <ProductDrawing product={product} width={70} />
            <Text style={{ fontSize: 9, fontFamily: 'Helvetica-Bold', marginTop: 4, textAlign: 'center' }}>{content(`products.${product.slug}.name`)}</Text>
            <Text style={{ fontSize: 8, color: MUTED }}>{product.sku}</Text>
          </View>
        ))}
      </View>
    </DocumentPage>
  );
}

/** The brand catalog: cover, contents, a page per family and module type, and a page per product. */
export function CatalogDocument({ t }: { t: Translators }) {
  const sections = catalogSections();
  const footer = (page: number, total: number) => t.doc('pageFooter', { brand: SITE.name, page, total });
  // Families list products shared with the module sections; print each product once, in its module section.
  return (
    <Document title={`${SITE.name} ${t.doc('catalogTitle')}`} author={SITE.name} subject={t.doc('catalogSubtitle')} language="en-US">
      <DocumentPage footer={footer}>
        <View style={{ marginTop: 120 }}>
          <Text style={{ fontSize: 40, lineHeight: 1.2, fontFamily: 'Helvetica-Bold', color: BRAND, letterSpacing: 4 }}>{SITE.name}</Text>
          <Text style={{ fontSize: 28, lineHeight: 1.2, fontFamily: 'Helvetica-Bold', marginTop: 12 }}>{t.doc('catalogTitle')}</Text>
          <Text style={[styles.lead, { fontSize: 14, lineHeight: 1.4, marginTop: 8 }]}>{t.doc('catalogSubtitle')}</Text>
          <Text style={styles.muted}>{t.doc('catalogEdition', { year: SITE.copyrightYear })}</Text>
        </View>
        <View style={{ flexDirection: 'row', gap: 16, marginTop: 60, justifyContent: 'center' }}>
          {sections
            .filter((section) => section.kind === 'group')
            .map((section) => section.products[0])
            .filter((product): product is Product => Boolean(product))
            .map((product) => (
              <ProductDrawing key={product.slug} product={product} width={84} />
            ))}
        </View>
        <Text style={{ position: 'absolute', bottom: 80, left: 48, right: 48, color: MUTED }}>
          {t.doc('contact', { email: SITE.email, phone: SITE.phone, url: SITE.url.replace(/^https?:\/\//, '') })}
        </Text>
      </DocumentPage>
      <DocumentPage footer={footer}>
        <Text style={styles.h1}>{t.doc('contents')}</Text>
        {sections.map((section) => (
          <Link key={section.id} src={`#${section.id}`} style={{ color: '#15181c', textDecoration: 'none' }}>
            <Text style={[styles.row, { fontSize: 12 }]}>
              {`${section.kind === 'family' ? t.doc('familiesPart') : t.doc('modulesPart')}: ${sectionTitle(section, t.content)}`}
            </Text>
          </Link>
        ))}
      </DocumentPage>
      {sections.flatMap((section) => [
        <SectionPage key={section.id} section={section} t={t} footer={footer} />,
        ...(section.kind === 'group'
          ? section.products.map((product) => <ProductPage key={product.slug} product={product} t={t} footer={footer} />)
          : []),
      ])}
    </Document>
  );
}
