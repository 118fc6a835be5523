import { PRODUCTS } from './products';
import type { Quantities } from './quantities';
import { technicalDataOf } from './technical';
import type { ContentTranslate, FamilyId, Product } from './types';

/**
 * What the help pages and manuals tell an installer across products (which switches need a
 * neutral wire, how deep a box each module needs), worked out from the technical data so that
 * no page can say otherwise than a product's own data. A group of products is named by its
 * kind ("touch switches") where the whole kind shares the fact, else product by product.
 */
export type ProductKind = 'touch' | 'dimmer' | 'curtain' | 'proximity' | 'mechanical' | 'socket' | 'usb' | 'data' | 'tv' | 'wireless';

export function kindOf(product: Product): ProductKind {
  const face = product.face;
  switch (face.kind) {
    case 'touch':
      return 'touch';
    case 'dimmer':
      return 'dimmer';
    case 'curtain':
      return 'curtain';
    case 'proximity':
      return 'proximity';
    case 'rocker':
      return 'mechanical';
    case 'socket':
      return face.usb ? 'usb' : 'socket';
    case 'usb':
      return 'usb';
    case 'data':
      return face.jack === 'rj45' ? 'data' : 'tv';
    default:
      return 'wireless';
  }
}

/** Products named in a claim: whole kinds by their kind, the rest one by one. */
export interface Named {
  kinds: ProductKind[];
  products: Product[];
}

/** `members`, out of the products a claim is about (`among`), named as briefly as the data allows. */
export function nameGroup(members: readonly Product[], among: readonly Product[]): Named {
  const kinds: ProductKind[] = [];
  const products: Product[] = [];
  for (const product of members) {
    const kind = kindOf(product);
    const wholeKind = among.filter((other) => kindOf(other) === kind).every((other) => members.includes(other));
    if (!wholeKind) products.push(product);
    else if (!kinds.includes(kind)) kinds.push(kind);
  }
  return { kinds, products };
}

/** Switches: the products of which an installer asks whether the box needs a neutral. */
function isSwitch(product: Product): boolean {
  return product.group === 'electronic_types' || product.group === 'mechanical_switch';
}

export interface NeutralClaims {
  needed: Named;
  notNeeded: Named;
  /** The smallest lamp load of each switch that draws its supply through the lamp, below which a bypass is fitted. */
  bypassBelowW: Map<Product, number>;
}

/** Which switches (of one panel family, or all) need the neutral wire at the switch. */
export function neutralClaims(family?: FamilyId): NeutralClaims {
  const switches = PRODUCTS.filter((product) => isSwitch(product) && (family === undefined || product.families.includes(family)));
  const needs = (product: Product) => technicalDataOf(product).neutral?.required === true;
  const bypassBelowW = new Map<Product, number>();
  for (const product of switches) {
    const neutral = technicalDataOf(product).neutral;
    if (neutral && !neutral.required && neutral.bypassBelowMinLoad && neutral.minLoadW !== undefined) bypassBelowW.set(product, neutral.minLoadW);
  }
  return { needed: nameGroup(switches.filter(needs), switches), notNeeded: nameGroup(switches.filter((product) => !needs(product)), switches), bypassBelowW };
}

/** The minimum wall-box depths of the modules that go in a box, shallowest first, each with its products. */
export function boxDepthClaims(): { depthMm: number; named: Named }[] {
  const inBoxes = PRODUCTS.filter((product) => technicalDataOf(product).minBoxDepthMm !== undefined);
  const depths = [...new Set(inBoxes.map((product) => technicalDataOf(product).minBoxDepthMm!))].sort((a, b) => a - b);
  return depths.map((depthMm) => ({ depthMm, named: nameGroup(inBoxes.filter((product) => technicalDataOf(product).minBoxDepthMm === depthMm), inBoxes) }));
}

/** The most switched circuits (gangs) of a switch in a panel family, or in the range. */
export function mostGangs(family?: FamilyId): number {
  const products = family === undefined ? PRODUCTS : PRODUCTS.filter((product) => product.families.includes(family));
  return Math.max(...products.map((product) => technicalDataOf(product).gangs ?? 0));
}

/** The items of a claim in the reader's language: kinds by their plural noun, products by name. */
function itemsOf(named: Named, t: ContentTranslate, describe?: (product: Product, name: string) => string): string[] {
  const kinds = named.kinds.map((kind) => t(`installer.kinds.${kind}`));
  const products = named.products.map((product) => t(`products.${product.slug}.name`));
  if (!describe) return [...kinds, ...products];
  // A kind keeps a product's note when it stands for that one product's fact.
  const kindNotes = named.kinds.map((kind, index) => {
    const members = PRODUCTS.filter((product) => kindOf(product) === kind);
    const notes = new Set(members.map((product) => describe(product, '')));
    return notes.size === 1 ? describe(members[0]!, kinds[index]!) : kinds[index]!;
  });
  return [...kindNotes, ...named.products.map((product, index) => describe(product, products[index]!))];
}

/** A claim's products as a list: `touch switches and curtain switches`. */
export function namedText(named: Named, t: ContentTranslate, q: Quantities): string {
  return q.prose(itemsOf(named, t));
}

/** The switches that work without a neutral, with the bypass each needs below its minimum load. */
export function withoutNeutralText(claims: NeutralClaims, t: ContentTranslate, q: Quantities): string {
  const describe = (product: Product, name: string) => {
    const load = claims.bypassBelowW.get(product);
    return load === undefined ? name : t('installer.bypassBelow', { products: name, load: q.inText(q.one(load, 'watt')) });
  };
  return q.prose(itemsOf(claims.notNeeded, t, describe));
}

/** `25 mm for mechanical switches; 35 mm for touch switches, …; 40 mm for dimmer switches and …`. */
export function boxDepthsText(t: ContentTranslate, q: Quantities): string {
  return q.prose(boxDepthClaims().map(({ depthMm, named }) => t('installer.depthFor', { depth: q.inText(q.one(depthMm, 'millimeter')), products: namedText(named, t, q) })));
}

/** The most power a socket of ours charges with over USB, in watts (its description's `power`). */
export function mostUsbPowerW(): number {
  const powers = PRODUCTS.filter((product) => kindOf(product) === 'usb').map((product) => product.describedBy?.power);
  return Math.max(...powers.map((power) => (typeof power === 'object' && 'unit' in power && power.unit === 'watt' ? power.values[0]! : 0)));
}
