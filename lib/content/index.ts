import { FAMILIES } from './families';
import { PRODUCTS } from './products';
import type { FamilyId, ModuleType, Product } from './types';

export * from './types';
export { FAMILIES, familyById } from './families';
export { FINISHES } from './finishes';
export { PRODUCTS, PRODUCT_SLUGS, productBySlug } from './products';

export function productsOfFamily(id: FamilyId): Product[] {
  return PRODUCTS.filter((product) => product.families.includes(id));
}

export function productsOfGroup(group: ModuleType | 'devices'): Product[] {
  return PRODUCTS.filter((product) => product.group === group);
}

export function featuredProducts(): Product[] {
  return PRODUCTS.filter((product) => product.featured);
}

/** Full SKU of a variant: prefix, standard code, finish code (e.g. `TS2-EU-W`). */
export function skuOf(product: Product, family: FamilyId | undefined, finishCode: string): string {
  const standard = family ? FAMILIES.find((entry) => entry.id === family)?.code : undefined;
  return [product.sku, standard, finishCode].filter(Boolean).join('-');
}
export { catalogPdfOf, catalogCoverOf, manualPdfOf, downloadsOf } from './downloads';
