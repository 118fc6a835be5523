import { Document, Text, View } from '@react-pdf/renderer';
import { familyById } from '@/lib/content';
import type { Product } from '@/lib/content/types';
import { SITE } from '@/lib/site';
import { productFacts, type Translators } from './catalog';
import { ProductDrawing } from './pdfSvg';
import { DocumentPage, SURFACE, styles, Steps, Table } from './layout';

/** The installation steps of a product: wiring for mains products, mounting for wireless ones. */
export function installSteps(product: Product, t: Translators): string[] {
  if (product.mainsWired) {
    const families = product.families.map(familyById).filter((family) => family !== undefined);
    const box = families.map((family) => t.content(`families.${family.key}.box`)).join(' / ');
    return ['power', 'remove', 'wire', 'mount', 'panel'].map((step) => t.doc(`stepsMains.${step}`, { box }));
  }
  return ['place', 'mount', 'test'].map((step) => t.doc(`stepsWireless.${step}`));
}

export function pairingText(product: Product, t: Translators): string {
  if (product.protocol === 'none') return t.doc('pairNone');
  return t.doc(product.gateway === 'required' ? 'pairGateway' : 'pairDirect');
}

/** One product's installation manual. */
export function ManualDocument({ product, t }: { product: Product; t: Translators }) {
  const name = t.content(`products.${product.slug}.name`);
  const footer = (page: number, total: number) => t.doc('manualFooter', { brand: SITE.name, sku: product.sku, page, total });
  return (
    <Document title={`${name}: ${t.doc('manualTitle')}`} author={SITE.name} language="en-US">
      <DocumentPage footer={footer}>
        <Text style={styles.eyebrow}>{`${SITE.name} · ${t.doc('manualTitle')}`}</Text>
        <Text style={styles.h1}>{name}</Text>
        <Text style={styles.lead}>{`${t.doc('sku')} ${product.sku} · ${t.doc('manualIntro')}`}</Text>
        {product.mainsWired && (
          <View style={styles.warning}>
            <Text style={styles.bold}>{t.doc('warningTitle')}</Text>
            <Text>{t.doc('warning')}</Text>
          </View>
        )}
        <View style={{ flexDirection: 'row', gap: 20 }}>
          <View style={{ width: 150, backgroundColor: SURFACE, borderRadius: 6, padding: 10, alignItems: 'center', alignSelf: 'flex-start' }}>
            <ProductDrawing product={product} width={130} />
          </View>
          <View style={{ flex: 1 }}>
            <Text style={[styles.h2, { marginTop: 0 }]}>{t.doc('inTheBox')}</Text>
            <Text>{t.doc(product.mainsWired ? 'boxMains' : 'boxWireless')}</Text>
            <Text style={styles.h2}>{t.doc('installSteps')}</Text>
            <Steps steps={installSteps(product, t)} />
            <Text style={styles.h2}>{t.doc('pairingSteps')}</Text>
            <Text>{pairingText(product, t)}</Text>
          </View>
        </View>
        <Text style={styles.h2}>{t.doc('specifications')}</Text>
        <Table rows={productFacts(product, t)} />
        <Text style={styles.h2}>{t.doc('care')}</Text>
        <Text>{t.doc('careText')}</Text>
        <Text style={[styles.muted, { marginTop: 12 }]}>
          {t.doc('contact', { email: SITE.email, phone: SITE.phone, url: SITE.url.replace(/^https?:\/\//, '') })}
        </Text>
      </DocumentPage>
    </Document>
  );
}
