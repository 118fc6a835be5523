import { FAMILIES, FINISHES, familyById, productsOfFamily, productsOfGroup, skuOf } from '@/lib/content';
import { formattingLocaleOf, type Locale } from '@/lib/i18n/locales';
import type { DocTranslate } from './messages';
import type { PanelFamily } from '@/lib/content/families';
import { factRows } from '@/lib/content/facts';
import { quantitiesFor, type Quantities } from '@/lib/content/quantities';
import { technicalDataOf, ZIGBEE } from '@/lib/content/technical';
import { MODULE_TYPES, type ContentTranslate, type FinishId, type ModuleType, type Product } from '@/lib/content/types';

/** What the catalog is made of, in order: one section per panel family, then per module type. */
export type CatalogSection =
  | { kind: 'family'; id: string; family: PanelFamily; products: Product[] }
  | { kind: 'group'; id: string; group: ModuleType | 'devices'; products: Product[] };

export const CATALOG_GROUPS: readonly (ModuleType | 'devices')[] = [...MODULE_TYPES, 'devices'];

export function catalogSections(): CatalogSection[] {
  return [
    ...FAMILIES.map((family): CatalogSection => ({ kind: 'family', id: `family-${family.id}`, family, products: productsOfFamily(family.id) })),
    ...CATALOG_GROUPS.map((group): CatalogSection => ({ kind: 'group', id: `group-${group}`, group, products: productsOfGroup(group) })),
  ];
}

/** Every order code of a product: one per standard it is made for and finish it comes in. */
export function skuVariants(product: Product): string[] {
  const standards = product.families.length > 0 ? product.families : [undefined];
  return standards.flatMap((family) => product.finishes.map((finish: FinishId) => skuOf(product, family, FINISHES[finish].code)));
}

/** The variant the documents draw: the product's first standard and finish. */
export function defaultVariant(product: Product): { family: Product['families'][number] | undefined; finish: FinishId } {
  return { family: product.families[0], finish: product.finishes[0] ?? 'pearl-white' };
}

export interface SpecRow {
  label: string;
  value: string;
}

/** The translators of one document's language: its own texts (`media.documents`) and the product data's (`content`). */
export interface Translators {
  locale: Locale;
  doc: DocTranslate;
  content: DocTranslate;
}

/** The product's technical data and specs; a missing text is an error (the translator throws), so no document prints a bare key. */
export function specRows(product: Product, t: Pick<Translators, 'locale' | 'content'>): SpecRow[] {
  return factRows(product, formattingLocaleOf(t.locale), t.content as ContentTranslate).map(({ label, value }) => ({ label, value }));
}

function quantitiesOf(t: Pick<Translators, 'locale' | 'content'>): Quantities {
  return quantitiesFor(formattingLocaleOf(t.locale), t.content as ContentTranslate);
}

/** A list as the product pages join it (lib/content/quantities.ts). */
function listOf(items: readonly string[], t: Pick<Translators, 'locale' | 'content'>): string {
  return quantitiesOf(t).list(items);
}

/** Name of each standard a product is made for, or "stand-alone wireless device". */
export function standardsOf(product: Product, t: Translators): string {
  if (product.families.length === 0) return t.doc('standalone');
  return listOf(product.families.map((id) => t.content(`families.${familyById(id)!.key}.name`)), t);
}

/** The facts every document prints about a product: technical data and specs, standards and finishes. */
export function productFacts(product: Product, t: Translators): SpecRow[] {
  return [
    ...specRows(product, t),
    { label: t.doc('standards'), value: standardsOf(product, t) },
    { label: t.doc('finishes'), value: listOf(product.finishes.map((finish) => t.content(`finishes.${finish}`)), t) },
  ];
}

/** The installation steps of a product: wiring for mains products, mounting for wireless ones. */
export function installSteps(product: Product, t: Translators): string[] {
  const q = quantitiesOf(t);
  if (product.mainsWired) {
    const depthMm = technicalDataOf(product).minBoxDepthMm;
    const depth = depthMm === undefined ? '' : q.inText(q.one(depthMm, 'millimeter'));
    return ['power', 'remove', 'wire', 'mount', 'panel'].map((step) => t.doc(`stepsMains.${step}`, { depth }));
  }
  // A data or TV outlet goes in a wall box but carries no mains.
  const boxDepthMm = technicalDataOf(product).minBoxDepthMm;
  if (boxDepthMm !== undefined) return ['cable', 'mount', 'panel'].map((step) => t.doc(`stepsPassive.${step}`, { depth: q.inText(q.one(boxDepthMm, 'millimeter')) }));
  const distance = q.inText(q.one(ZIGBEE.pairingRangeM, 'meter'));
  return ['place', 'mount', 'test'].map((step) => t.doc(`stepsWireless.${step}`, { distance }));
}

export function pairingText(product: Product, t: Translators): string {
  if (product.protocol === 'none') return t.doc('pairNone');
  const seconds = quantitiesOf(t).spelled(ZIGBEE.pairHoldSeconds, 'second');
  return t.doc(product.gateway === 'required' ? 'pairGateway' : 'pairDirect', { seconds });
}
