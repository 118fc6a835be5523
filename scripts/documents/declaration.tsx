import { actReference, complianceOf, type Market } from '@/lib/content/compliance';
import { quantitiesFor } from '@/lib/content/quantities';
import type { ContentTranslate, Product } from '@/lib/content/types';
import { formattingLocaleOf } from '@/lib/i18n/locales';
import { MANUFACTURER, SITE } from '@/lib/site';
import { DocumentHtml } from './layout';
import { skuVariants, type Translators } from './model';

/** A product's radio as a declaration states it: its band and its maximum power, in the document's conventions. */
export function radioFigures(product: Product, t: Translators): { band: string; power: string } | null {
  const radio = complianceOf(product).radio;
  if (!radio) return null;
  const q = quantitiesFor(formattingLocaleOf(t.locale), t.content as ContentTranslate);
  return { band: q.inText(q.range(radio.bandMHz[0], radio.bandMHz[1], 'megahertz')), power: q.inText(q.one(radio.maxPowerDbm, 'dbm')) };
}

/**
 * A product's declaration of conformity for the EU or Great Britain, laid out as the EU's
 * model declaration (Decision 768/2008/EC, Annex III; RED Annex VI) numbers its items: the
 * product, the manufacturer, the legislation, the standards, the radio, the signature.
 */
export function DeclarationDocument({ product, market, t }: { product: Product; market: Market; t: Translators }) {
  const compliance = complianceOf(product);
  const name = t.content(`products.${product.slug}.name`);
  const title = t.doc(market === 'eu' ? 'declaration.titleEu' : 'declaration.titleUk');
  const radio = radioFigures(product, t);
  const date = new Intl.DateTimeFormat(formattingLocaleOf(t.locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${MANUFACTURER.date}T00:00:00Z`));
  return (
    <DocumentHtml locale={t.locale} title={`${name}: ${title}`} subject={`${SITE.name} ${product.sku}`}>
      <p className="eyebrow">{`${SITE.name} · ${product.sku}`}</p>
      <h1>{title}</h1>
      <h2>{t.doc('declaration.product')}</h2>
      <p>{name}</p>
      <p className="codes">{skuVariants(product).join(' ')}</p>
      <h2>{t.doc('declaration.manufacturer')}</h2>
      <p>
        {MANUFACTURER.name}
        <br />
        {MANUFACTURER.address}
      </p>
      <p>{t.doc('declaration.responsibility')}</p>
      <h2>{t.doc('declaration.object')}</h2>
      <p>{`${name} (${product.sku})`}</p>
      <h2>{t.doc(market === 'eu' ? 'declaration.conformsEu' : 'declaration.conformsUk')}</h2>
      <ul>
        {compliance.legislation.map((act) => (
          <li key={act}>{t.doc(`declaration.acts.${market}.${act}`, { act: actReference(market, act, t.locale) })}</li>
        ))}
      </ul>
      <h2>{t.doc(market === 'eu' ? 'declaration.standardsEu' : 'declaration.standardsUk')}</h2>
      <ul>
        {compliance.standards.map((standard) => (
          <li key={standard}>{standard}</li>
        ))}
      </ul>
      {radio && <h2>{t.doc('declaration.radio', radio)}</h2>}
      <h2>{t.doc('declaration.signed')}</h2>
      <p>
        {MANUFACTURER.name}
        <br />
        {t.doc('declaration.placeDate', { place: MANUFACTURER.place, date })}
        <br />
        {t.doc('declaration.signatory', { name: MANUFACTURER.signatory, role: t.doc('declaration.role') })}
      </p>
    </DocumentHtml>
  );
}
