import type { ProductSlug, SpecLabel, SpecValueKey } from '../i18n/keys';
import type { Unit } from './quantities';
import { FAMILY, FAMILY_IDS, type Composite, type Measure, type Product, type Spec } from './types';

const ALL_FINISHES = ['pearl-white', 'graphite-black', 'champagne-gold', 'silver-grey'] as const;

/** A value with words in it: the message `specValues.<key>`, filled with `values`. */
const worded = (label: SpecLabel, key: SpecValueKey, values: Spec['values']): Spec => ({ label, value: key, translate: true, values });
const one = (value: number, unit: Unit): Measure => ({ unit, values: [value], shape: 'one' });
const range = (min: number, max: number, unit: Unit): Measure => ({ unit, values: [min, max], shape: 'range' });
/** A socket's rating: `16 A / 250 V~`, with the standard it is made to where the name does not say it. */
const rating = (amperes: number, volts: number, standard?: string): Composite => ({
  parts: [{ parts: [one(amperes, 'ampere'), { parts: [one(volts, 'volt')], after: '~' }], join: ' / ' }, ...(standard ? [{ parts: [standard], parenthesized: true as const }] : [])],
});
/** USB Power Delivery: the port, its power and the voltage/current profiles it offers. */
const powerDelivery = (watts: number, profiles: readonly (readonly [volts: number, amperes: number])[]): Composite => ({
  parts: ['USB-\u2060C PD', one(watts, 'watt'), { parts: profiles.map(([volts, amperes]) => ({ parts: [one(volts, 'volt'), one(amperes, 'ampere')], join: '/' })), join: ', ', parenthesized: true as const }],
});

/** Operations a mechanical switch is rated for (the brand story quotes it). */
export const MECHANICAL_LIFE_CYCLES = 40_000;
const DIMMING_RANGE = range(1, 100, 'percent');
const PROXIMITY_RANGE = range(0, 8, 'centimeter');
const SCHUKO_RATING = { amperes: 16, volts: 250 };
const USB_A_C_TOTAL = one(36, 'watt');
const PIR_DISTANCE = one(7, 'meter');
const PIR_ANGLE = one(120, 'degree');
const TV_BAND = range(5, 2400, 'megahertz');
/** The TV socket's and its aerial cable's impedance (the wiring diagram labels the cable with it). */
export const COAX_IMPEDANCE_OHM = 75;

const material: Spec = { label: 'material', value: 'material.glass', translate: true };
const pcMaterial: Spec = { label: 'material', value: 'material.pc', translate: true };

export const PRODUCTS: readonly Product[] = [
  ...([1, 2, 3, 4] as const).map(
    (gangs): Product => ({
      slug: `touch-switch-${gangs}-gang`,
      sku: `TS${gangs}`,
      group: 'electronic_types',
      families: gangs === 4 ? [FAMILY.european, FAMILY.british] : FAMILY_IDS,
      finishes: ALL_FINISHES,
      face: { kind: 'touch', gangs },
      gateway: 'required',
      protocol: 'Zigbee 3.0',
      mainsWired: true,
      featured: gangs === 2,
      specs: [material],
    }),
  ),
  {
    slug: 'dimmer-switch',
    sku: 'DM1',
    group: 'electronic_types',
    families: FAMILY_IDS,
    finishes: ALL_FINISHES,
    face: { kind: 'dimmer' },
    gateway: 'required',
    protocol: 'Zigbee 3.0',
    mainsWired: true,
    specs: [worded('dimming', 'dimming.edges', { range: DIMMING_RANGE }), material],
    describedBy: { range: DIMMING_RANGE },
  },
  {
    slug: 'curtain-switch',
    sku: 'CS1',
    group: 'electronic_types',
    families: FAMILY_IDS,
    finishes: ALL_FINISHES,
    face: { kind: 'curtain' },
    gateway: 'required',
    protocol: 'Zigbee 3.0',
    mainsWired: true,
    featured: true,
    specs: [{ label: 'travel', value: 'travel.calibrated', translate: true }, material],
  },
  {
    slug: 'non-contact-sensor-switch',
    sku: 'NC1',
    group: 'electronic_types',
    families: FAMILY_IDS,
    finishes: ['pearl-white', 'graphite-black', 'silver-grey'],
    face: { kind: 'proximity' },
    gateway: 'not-required',
    protocol: 'none',
    mainsWired: true,
    featured: true,
    specs: [{ label: 'range', measure: PROXIMITY_RANGE }, { label: 'response', measure: { unit: 'second', values: [0.2], shape: 'one', prefix: '<' } }, material],
    describedBy: { range: PROXIMITY_RANGE },
  },
  ...([1, 2, 3] as const).map(
    (gangs): Product => ({
      slug: `mechanical-switch-${gangs}-gang`,
      sku: `MS${gangs}`,
      group: 'mechanical_switch',
      families: FAMILY_IDS,
      finishes: ALL_FINISHES,
      face: { kind: 'rocker', gangs },
      gateway: 'not-required',
      protocol: 'none',
      mainsWired: true,
      specs: [{ label: 'life', measure: { unit: 'count', values: [MECHANICAL_LIFE_CYCLES], shape: 'one', prefix: '≥' } }, pcMaterial],
    }),
  ),
  {
    slug: 'european-socket',
    sku: 'ES16',
    group: 'power_socket_types',
    families: [FAMILY.european],
    finishes: ALL_FINISHES,
    face: { kind: 'socket', socket: 'schuko' },
    gateway: 'not-required',
    protocol: 'none',
    mainsWired: true,
    specs: [{ label: 'load', composite: rating(SCHUKO_RATING.amperes, SCHUKO_RATING.volts) }, { label: 'shutters', value: 'shutters.yes', translate: true }, pcMaterial],
    describedBy: { current: one(SCHUKO_RATING.amperes, 'ampere') },
  },
  {
    slug: 'european-socket-usb-c-18w',
    sku: 'ESC18',
    group: 'power_socket_types',
    families: [FAMILY.european],
    finishes: ALL_FINISHES,
    face: { kind: 'socket', socket: 'schuko', usb: 'c' },
    gateway: 'not-required',
    protocol: 'none',
    mainsWired: true,
    featured: true,
    specs: [{ label: 'load', composite: rating(SCHUKO_RATING.amperes, SCHUKO_RATING.volts) }, { label: 'usb', composite: powerDelivery(18, [[5, 3], [9, 2], [12, 1.5]]) }, pcMaterial],
    describedBy: { current: one(SCHUKO_RATING.amperes, 'ampere'), power: one(18, 'watt') },
  },
  {
    slug: 'usb-c-45w-socket',
    sku: 'UC45',
    group: 'power_socket_types',
    families: FAMILY_IDS,
    finishes: ALL_FINISHES,
    face: { kind: 'usb', ports: 'c' },
    gateway: 'not-required',
    protocol: 'none',
    mainsWired: true,
    specs: [{ label: 'usb', composite: powerDelivery(45, [[5, 3], [9, 3], [15, 3], [20, 2.25]]) }, pcMaterial],
    describedBy: { power: one(45, 'watt') },
  },
  {
    slug: 'usb-a-c-36w-socket',
    sku: 'UAC36',
    group: 'power_socket_types',
    families: FAMILY_IDS,
    finishes: ALL_FINISHES,
    face: { kind: 'usb', ports: 'a-c' },
    gateway: 'not-required',
    protocol: 'none',
    mainsWired: true,
    specs: [
      worded('usb', 'usb.sharedTotal', { ports: { parts: [{ parts: ['USB-\u2060A', one(18, 'watt')] }, { parts: ['USB-\u2060C', one(18, 'watt')] }], join: ' + ' }, total: USB_A_C_TOTAL, model: 'USB-\u20601A1C' }),
      pcMaterial,
    ],
    describedBy: { power: USB_A_C_TOTAL },
  },
  {
    slug: 'british-socket',
    sku: 'BS13',
    group: 'power_socket_types',
    families: [FAMILY.british],
    finishes: ['pearl-white', 'graphite-black', 'silver-grey'],
    face: { kind: 'socket', socket: 'british' },
    gateway: 'not-required',
    protocol: 'none',
    mainsWired: true,
    specs: [{ label: 'load', composite: rating(13, 250, 'BS\u00a01363') }, { label: 'shutters', value: 'shutters.yes', translate: true }, pcMaterial],
    describedBy: { current: one(13, 'ampere') },
  },
  {
    slug: 'american-socket',
    sku: 'AS15',
    group: 'power_socket_types',
    families: [FAMILY.american],
    finishes: ['pearl-white', 'graphite-black', 'champagne-gold'],
    face: { kind: 'socket', socket: 'american' },
    gateway: 'not-required',
    protocol: 'none',
    mainsWired: true,
    specs: [{ label: 'load', composite: rating(15, 125, 'NEMA\u00a05-\u206015R') }, pcMaterial],
    describedBy: { current: one(15, 'ampere'), voltage: one(125, 'volt') },
  },
  {
    slug: 'data-socket-cat6',
    sku: 'DS6',
    group: 'weak_current_socket_types',
    families: FAMILY_IDS,
    finishes: ALL_FINISHES,
    face: { kind: 'data', jack: 'rj45' },
    gateway: 'not-required',
    protocol: 'none',
    mainsWired: false,
    specs: [
      worded('connector', 'connector.keystone', { jack: { parts: ['RJ45 Cat\u00a06', one(250, 'megahertz')], join: ', ' } }),
      worded('speed', 'speed.upTo', { standard: '10GBASE-\u2060T', distance: one(55, 'meter') }),
      pcMaterial,
    ],
  },
  {
    slug: 'tv-socket',
    sku: 'TV1',
    group: 'weak_current_socket_types',
    families: FAMILY_IDS,
    finishes: ALL_FINISHES,
    face: { kind: 'data', jack: 'coax' },
    gateway: 'not-required',
    protocol: 'none',
    mainsWired: false,
    specs: [worded('connector', 'connector.coaxial', { standard: 'IEC\u00a061169-\u20602', details: { parts: [TV_BAND, one(COAX_IMPEDANCE_OHM, 'ohm')], join: ', ' } }), pcMaterial],
    describedBy: { band: TV_BAND },
  },
  {
    slug: 'two-button-remote',
    sku: 'RC2',
    group: 'devices',
    families: [],
    finishes: ['pearl-white', 'graphite-black'],
    face: { kind: 'remote' },
    gateway: 'required',
    protocol: 'Zigbee 3.0',
    mainsWired: false,
    featured: true,
    specs: [worded('radioRange', 'range.indoor', { distance: { unit: 'meter', values: [30], shape: 'one' } }), { label: 'dimensions', measure: { unit: 'millimeter', values: [86, 86, 12], shape: 'size' } }],
  },
  {
    slug: 'door-magnetic-sensor',
    sku: 'DW1',
    group: 'devices',
    families: [],
    finishes: ['pearl-white'],
    face: { kind: 'door-sensor' },
    gateway: 'required',
    protocol: 'Zigbee 3.0',
    mainsWired: false,
    featured: true,
    specs: [{ label: 'gap', measure: { unit: 'millimeter', values: [22], shape: 'one', prefix: '≤' } }, { label: 'dimensions', measure: { unit: 'millimeter', values: [41, 22, 11], shape: 'size' } }],
  },
  {
    slug: 'self-powered-button',
    sku: 'KB1',
    group: 'devices',
    families: [],
    finishes: ['pearl-white', 'graphite-black', 'silver-grey'],
    face: { kind: 'button' },
    gateway: 'required',
    protocol: 'Zigbee 3.0',
    mainsWired: false,
    specs: [{ label: 'presses', measure: { unit: 'count', values: [100_000], shape: 'one', prefix: '≥' } }, { label: 'dimensions', measure: { unit: 'millimeter', values: [86, 86, 14], shape: 'size' } }],
  },
  {
    slug: 'pir-sensor',
    sku: 'PIR1',
    group: 'devices',
    families: [],
    finishes: ['pearl-white'],
    face: { kind: 'pir' },
    gateway: 'required',
    protocol: 'Zigbee 3.0',
    mainsWired: false,
    featured: true,
    specs: [worded('range', 'range.cone', { distance: PIR_DISTANCE, angle: PIR_ANGLE }), { label: 'dimensions', measure: { unit: 'millimeter', values: [45, 38], shape: 'size', prefix: 'Ø' } }],
    describedBy: { distance: PIR_DISTANCE, angle: PIR_ANGLE },
  },
];

export const PRODUCT_SLUGS: readonly ProductSlug[] = PRODUCTS.map((product) => product.slug);

export function productBySlug(slug: string): Product | undefined {
  return PRODUCTS.find((product) => product.slug === slug);
}
