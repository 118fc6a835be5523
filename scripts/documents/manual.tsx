import { ProductDrawing } from '@/components/shared/ProductRender';
import { WiringDrawing, wiringCaption } from '@/components/shared/WiringDrawing';
import type { ContentTranslate, Product } from '@/lib/content/types';
import { SITE } from '@/lib/site';
import { DocumentHtml, FactsTable, Warning } from './layout';
import { defaultVariant, installSteps, pairingText, productFacts, type Translators } from './model';
import { radioFigures } from './declaration';
import { complianceOf } from '@/lib/content/compliance';
import { declarationLocales, declarationPdfOf, DECLARATION_BASE_LOCALE } from '@/lib/content/downloads';
import { technicalDataOf } from '@/lib/content/technical';
import { MANUFACTURER } from '@/lib/site';

/**
 * What a manual must carry for the EU and the UK (RED Art. 10, the WEEE Directive): the
 * simplified declaration of conformity and the radio's band and power, in the manual's own
 * language; the disposal note; the manufacturer's name and address.
 */
function ComplianceSection({ product, t }: { product: Product; t: Translators }) {
  const compliance = complianceOf(product);
  const language = declarationLocales('eu', [t.locale]).length > 0 ? t.locale : DECLARATION_BASE_LOCALE;
  const url = `${SITE.url}${declarationPdfOf(product, 'eu', language)}`;
  const radio = radioFigures(product, t);
  const sold = compliance.markets.includes('eu');
  return (
    <>
      <h2>{t.doc('compliance.title')}</h2>
      {sold && radio && <p>{t.doc('compliance.simplified', { manufacturer: MANUFACTURER.name, type: product.sku, url })}</p>}
      {sold && !radio && <p>{t.doc('compliance.declaration', { url })}</p>}
      {radio && <p>{t.doc('compliance.radio', radio)}</p>}
      {technicalDataOf(product).supply.kind !== 'passive' && <p>{t.doc('compliance.weee')}</p>}
      <p>{t.doc('compliance.manufacturer', { name: MANUFACTURER.name, address: MANUFACTURER.address })}</p>
    </>
  );
}

/** One product's installation manual: warning, what is in the box, wiring, installation, pairing, data, care. */
export function ManualDocument({ product, t }: { product: Product; t: Translators }) {
  const name = t.content(`products.${product.slug}.name`);
  const { family, finish } = defaultVariant(product);
  const content = t.content as ContentTranslate;
  return (
    <DocumentHtml locale={t.locale} title={`${name}: ${t.doc('manualTitle')}`} subject={`${SITE.name} ${product.sku}`}>
      <p className="eyebrow">{`${SITE.name} · ${t.doc('manualTitle')}`}</p>
      <h1>{name}</h1>
      <p className="lead">{`${t.doc('sku')} ${product.sku} · ${t.doc('manualIntro')}`}</p>
      {product.mainsWired && <Warning title={t.doc('warningTitle')} text={t.doc('warning')} />}
      <div className="split">
        <div className="figure">
          <ProductDrawing face={product.face} finish={finish} family={family} title={name} sheen={null} />
        </div>
        <div>
          <h2 style={{ marginTop: 0 }}>{t.doc('inTheBox')}</h2>
          <p>{t.doc(product.mainsWired ? 'boxMains' : 'boxWireless')}</p>
          <h2>{t.doc('installSteps')}</h2>
          <ol className="steps">
            {installSteps(product, t).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
      <h2 id="wiring">{content('wiring.title')}</h2>
      <figure className="wiring">
        <WiringDrawing product={product} t={content} titleId="wiring" descId="wiring-caption" />
        <figcaption id="wiring-caption">{wiringCaption(product, name, content)}</figcaption>
      </figure>
      <h2>{t.doc('pairingSteps')}</h2>
      <p>{pairingText(product, t)}</p>
      <h2>{t.doc('specifications')}</h2>
      <FactsTable rows={productFacts(product, t)} />
      <h2>{t.doc('care')}</h2>
      <p>{t.doc('careText')}</p>
      <ComplianceSection product={product} t={t} />
      <p className="muted">{t.doc('contact', { email: SITE.email, phone: SITE.phone, url: SITE.url.replace(/^https?:\/\//, '') })}</p>
    </DocumentHtml>
  );
}
