import type { ContentKey, ProductSlug, SpecLabel, SpecValueKey } from '../i18n/keys';
import type { Quantities, Unit } from './quantities';
/** Panel families of SPEC section 2: /panel/0 European, /panel/1 British, /panel/2 American/Italian. */
/** The panel families by the wall boxes they fit; an id is the family's number in its URL (`/panel/0`, SPEC). */
export const FAMILY = { european: '0', british: '1', american: '2' } as const;
export const FAMILY_IDS = [FAMILY.european, FAMILY.british, FAMILY.american] as const;
export type FamilyId = (typeof FAMILY_IDS)[number];

/** Function module types of SPEC section 2, used verbatim in /function/{type}. */
export const MODULE_TYPES = [
  'electronic_types',
  'mechanical_switch',
  'power_socket_types',
  'weak_current_socket_types',
] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

export const FINISH_IDS = ['pearl-white', 'graphite-black', 'champagne-gold', 'silver-grey'] as const;
export type FinishId = (typeof FINISH_IDS)[number];

/** What is drawn on the face of a product's SVG render. */
export type Face =
  | { kind: 'touch'; gangs: 1 | 2 | 3 | 4 }
  | { kind: 'rocker'; gangs: 1 | 2 | 3 }
  | { kind: 'dimmer' }
  | { kind: 'curtain' }
  | { kind: 'socket'; socket: 'schuko' | 'british' | 'american' | 'italian'; usb?: 'c' | 'a-c' }
  | { kind: 'usb'; ports: 'c' | 'a-c' }
  | { kind: 'data'; jack: 'rj45' | 'coax' }
  | { kind: 'remote' }
  | { kind: 'door-sensor' }
  | { kind: 'button' }
  | { kind: 'proximity' }
  | { kind: 'pir' };

export type Gateway = 'required' | 'not-required';

/** A number (or numbers) with its unit, written in the reader's conventions when shown (quantities.ts). */
export interface Measure {
  /** `count`: a bare number (cycles, presses). */
  unit: Unit | 'count';
  values: readonly number[];
  /** `one` value, a `range` of two, or a `size` (`86 × 86 × 12 mm`). */
  shape: 'one' | 'range' | 'size';
  /** A bound before the number: `≤ 22 mm`, `< 0,2 s`, `Ø 45 × 38 mm`. */
  prefix?: '≤' | '<' | '≥' | 'Ø';
}

/**
 * A value put together from designations and measures, each measure in the reader's
 * conventions: `16 A / 250 V~`, `USB-C PD 18 W (5 V 3 A, 9 V 2 A, 12 V 1,5 A)`.
 */
export interface Composite {
  parts: readonly (string | Measure | Composite)[];
  /** Between the parts; a space when left out. */
  join?: string;
  /** Joins the parts as the reader's language joins a list (`CE, RoHS und FCC`), instead of `join`. */
  asList?: true;
  /** Around the whole: `…~`. */
  after?: string;
  /** In parentheses, as the reader's language writes them (` (…)`, `（…）`), after the part before it without a space of its own. */
  parenthesized?: true;
}

/** An argument of a message about a product: a designation, a number for plurals, or a value to format. */
export type FactArgument = string | number | Measure | Composite;

export type Spec = {
  /** Message key under `specs.` naming the row. */
  label: SpecLabel;
  /** The message's arguments: its language-neutral parts (designations, standards) and measures. */
  values?: Record<string, FactArgument>;
} & (
  /** A value in words: a message key under `specValues.`. */
  | { value: SpecValueKey; translate: true }
  /** A measured value. */
  | { measure: Measure }
  /** Designations and measures together. */
  | { composite: Composite }
);

/** Formats a message of the `content` namespace (next-intl's `t`, or the documents' translator). */
export type ContentTranslate = (key: ContentKey, values?: Record<string, string | number>) => string;

export function measureText(measure: Measure, quantities: Quantities): string {
  const { unit, values, shape, prefix } = measure;
  const text =
    unit === 'count'
      ? quantities.number(values[0]!)
      : shape === 'range' ? quantities.range(values[0]!, values[1]!, unit) : shape === 'size' ? quantities.size(values, unit) : quantities.one(values[0]!, unit);
  return prefix ? `${prefix}\u00a0${text}` : text;
}

function isMeasure(value: Measure | Composite): value is Measure {
  return 'unit' in value;
}

export function compositeText(composite: Composite, quantities: Quantities): string {
  const texts = composite.parts.map((part) => (typeof part === 'string' ? part : isMeasure(part) ? measureText(part, quantities) : compositeText(part, quantities)));
  const separator = composite.join === ', ' ? quantities.comma : (composite.join ?? ' ');
  // A parenthesized part brings its own spacing (quantities.parenthesized).
  const joined = composite.asList
    ? quantities.list(texts)
    : texts.reduce((text, part, index) => (index === 0 ? part : isParenthesized(composite.parts[index]) ? `${text}${part}` : `${text}${separator}${part}`), '');
  const whole = `${joined}${composite.after ?? ''}`;
  return composite.parenthesized ? quantities.parenthesized(whole) : whole;
}

function isParenthesized(part: string | Measure | Composite | undefined): boolean {
  return typeof part === 'object' && !isMeasure(part) && part.parenthesized === true;
}

/** An argument as a message takes it: numbers stay numbers (the message formats them: plurals, digits), values are formatted. */
export function factArgument(value: FactArgument, quantities: Quantities): string | number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return quantities.inText(value);
  return quantities.inText(isMeasure(value) ? measureText(value, quantities) : compositeText(value, quantities));
}

export function factArguments(values: Record<string, FactArgument> | undefined, quantities: Quantities): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => [name, factArgument(value, quantities)]));
}

/** A spec's value in the reader's language: its message filled in, or its measure or composite formatted. */
export function specValueText(spec: Spec, t: ContentTranslate, quantities: Quantities): string {
  if ('measure' in spec) return measureText(spec.measure, quantities);
  if ('composite' in spec) return compositeText(spec.composite, quantities);
  return t(`specValues.${spec.value}`, factArguments(spec.values, quantities));
}

export interface Download {
  kind: 'manual' | 'catalog' | 'declarationEu' | 'declarationUk';
  href: string;
  /** The document's language (a declaration may be in English on a page in another). */
  locale: string;
}

export interface Product {
  slug: ProductSlug;
  /** SKU prefix; the full SKU adds the standard and finish codes. */
  sku: string;
  /** Message keys live under `products.{slug}` (name, description). */
  group: ModuleType | 'devices';
  /** Panel families the product is made for; empty for stand-alone wireless devices. */
  families: readonly FamilyId[];
  finishes: readonly FinishId[];
  face: Face;
  gateway: Gateway;
  /** Radio protocol, language-neutral. */
  protocol: 'Zigbee 3.0' | 'Wi-Fi' | 'Bluetooth LE' | 'none';
  /** Mains-wired products carry the "turn off the power first" installation warning. */
  mainsWired: boolean;
  specs: readonly Spec[];
  /** The arguments of its description (`products.{slug}.description`): the figures it names. */
  describedBy?: Record<string, FactArgument>;
  featured?: boolean;
}
