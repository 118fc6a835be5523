import { FAMILIES, FINISHES, productsOfFamily, productsOfGroup, skuOf } from '@/lib/content';
import type { PanelFamily } from '@/lib/content/families';
import { MODULE_TYPES, specValueText, type ContentTranslate, type FinishId, type ModuleType, type Product } from '@/lib/content/types';

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

/** The product's specs table; a missing text is an error (the translator throws), so no document prints a bare key. */
export function specRows(product: Product, t: ContentTranslate): SpecRow[] {
  return product.specs.map((spec) => ({ label: t(`specs.${spec.label}`), value: specValueText(spec, t) }));
}
