import type { ProductSlug } from '../i18n/keys';
import type { FamilyId, Product } from './types';

/**
 * What installers ask before they choose a model: the wall box it needs, the wires, the load
 * it switches, what controls it. One record per product; the product page, its structured
 * data, the finder, the wiring diagram and the documents all read it from here.
 */

/** Wall-box standards: European round (DIN 49073), British square (BS 4662), US 2 × 4 in / Italian 503. */
export const WALL_BOXES = ['eu', 'uk', 'us'] as const;
export type WallBox = (typeof WALL_BOXES)[number];

/** The opening of each wall-box standard, as pages and documents name it. */
export const WALL_BOX_SIZES = {
  eu: { diameterMm: 60 },
  uk: { sizeMm: [86, 86] },
  us: { sizeIn: [2, 4] },
} as const satisfies Record<WallBox, unknown>;

/** What fitting any mains module takes: conductor insulation stripped, the terminal screwdriver's blade. */
export const FITTING = { stripMm: [8, 10], screwdriverBladeMm: 3 } as const;

/**
 * How our Zigbee products behave and what one gateway serves: the key held to pair or to reset,
 * the distance to the gateway while pairing, the devices one gateway takes.
 */
export const ZIGBEE = { pairHoldSeconds: 5, resetHoldSeconds: 10, pairingRangeM: 10, devicesPerGateway: 128 } as const;

/** Systems a product can be controlled from. */
export const CONTROL_SYSTEMS = ['aurex-app', 'alexa', 'google-home', 'apple-home', 'smartthings', 'home-assistant'] as const;
export type ControlSystem = (typeof CONTROL_SYSTEMS)[number];

export const SYSTEM_NAMES: Record<Exclude<ControlSystem, 'aurex-app'>, string> = {
  alexa: 'Amazon Alexa',
  'google-home': 'Google Home',
  'apple-home': 'Apple Home',
  smartthings: 'SmartThings',
  'home-assistant': 'Home Assistant',
};

/**
 * A system's name as a page shows it: the other companies' brand names as they write them,
 * never translated; our own app's, `appName`, is the message `content.technical.appName`
 * ("AUREX-App", "Application AUREX", "AUREX アプリ").
 */
export function systemName(system: ControlSystem, appName: string): string {
  return system === 'aurex-app' ? appName : SYSTEM_NAMES[system];
}

/**
 * How a system reaches the product: `native` its own hub talks to it directly (Zigbee 3.0),
 * `gateway` through our Zigbee gateway, `app` only through the AUREX app's cloud link.
 */
export type ControlPath = 'native' | 'gateway' | 'app';

export interface Control {
  system: ControlSystem;
  via: ControlPath;
}

/** Load switched by one gang, in watts, by kind; a kind left out is not allowed. */
export interface LoadRating {
  resistiveW?: number;
  ledW?: number;
  motorW?: number;
}

export type Neutral =
  /** Needs the neutral wire in the box. */
  | { required: true }
  /**
   * Works on the live wire alone. Electronic models draw their own supply through the load,
   * so they name the smallest load that keeps them running and whether a bypass is needed below it.
   */
  | { required: false; minLoadW?: number; bypassBelowMinLoad?: boolean };

export type Supply =
  | { kind: 'mains'; minV: number; maxV: number; frequenciesHz: readonly number[] }
  | { kind: 'battery'; cell: string; years: number }
  | { kind: 'kinetic' }
  /** Data and TV outlets carry no power of their own. */
  | { kind: 'passive' };

export const CERTIFICATIONS = ['CE', 'UKCA', 'RoHS', 'FCC', 'ETL', 'Zigbee'] as const;
export type Certification = (typeof CERTIFICATIONS)[number];

/** A model's own data; the wall boxes it fits follow from its panel families (technicalDataOf). */
interface ModelData {
  /** Smallest wall-box depth it fits, in mm; undefined when it goes in no box. */
  minBoxDepthMm?: number;
  /** Depth behind the plate (in the box), or the whole depth of a surface-mounted device, in mm. */
  depthMm: number;
  /** Switched circuits (gangs) of a switch; undefined for sockets and sensors. */
  gangs?: 1 | 2 | 3 | 4;
  /** Undefined when the product is not wired to the mains at all. */
  neutral?: Neutral;
  load?: LoadRating;
  supply: Supply;
  controls: readonly Control[];
  ipRating: 'IP20' | 'IP30' | 'IP40' | 'IP44';
  temperatureC: { min: number; max: number };
  certifications: readonly Certification[];
}

export interface TechnicalData extends ModelData {
  /** Wall boxes it fits; empty for surface-mounted wireless devices. */
  boxes: readonly WallBox[];
}

const MAINS: Supply = { kind: 'mains', minV: 100, maxV: 240, frequenciesHz: [50, 60] };
const INDOOR = { min: -10, max: 45 };
const WIRED_CERTIFICATES: readonly Certification[] = ['CE', 'UKCA', 'RoHS', 'FCC', 'ETL'];

/** Zigbee 3.0 products: any Zigbee 3.0 hub controls them natively; everything else goes through our gateway. */
const ZIGBEE_CONTROLS: readonly Control[] = [
  { system: 'aurex-app', via: 'gateway' },
  { system: 'alexa', via: 'gateway' },
  { system: 'google-home', via: 'gateway' },
  { system: 'apple-home', via: 'gateway' },
  { system: 'smartthings', via: 'native' },
  { system: 'home-assistant', via: 'native' },
];

const touchSwitch = (gangs: 1 | 2 | 3 | 4): ModelData => ({
  minBoxDepthMm: 35,
  depthMm: 28,
  gangs,
  neutral: { required: true },
  load: { resistiveW: 600, ledW: 200 },
  supply: MAINS,
  controls: ZIGBEE_CONTROLS,
  ipRating: 'IP20',
  temperatureC: INDOOR,
  certifications: [...WIRED_CERTIFICATES, 'Zigbee'],
});

const mechanicalSwitch = (gangs: 1 | 2 | 3): ModelData => ({
  minBoxDepthMm: 25,
  depthMm: 20,
  gangs,
  neutral: { required: false },
  load: { resistiveW: 2300, ledW: 500, motorW: 500 },
  supply: MAINS,
  controls: [],
  ipRating: 'IP20',
  temperatureC: INDOOR,
  certifications: WIRED_CERTIFICATES,
});

const outlet = (certifications: readonly Certification[], depthMm = 30): ModelData => ({
  minBoxDepthMm: depthMm + 5,
  depthMm,
  neutral: { required: true },
  supply: MAINS,
  controls: [],
  ipRating: 'IP20',
  temperatureC: INDOOR,
  certifications,
});

const dataOutlet: ModelData = {
  minBoxDepthMm: 35,
  depthMm: 30,
  supply: { kind: 'passive' },
  controls: [],
  ipRating: 'IP20',
  temperatureC: INDOOR,
  certifications: ['CE', 'UKCA', 'RoHS'],
};

const wirelessDevice = (depthMm: number, supply: Supply): ModelData => ({
  depthMm,
  supply,
  controls: ZIGBEE_CONTROLS,
  ipRating: 'IP30',
  temperatureC: { min: -10, max: 50 },
  certifications: ['CE', 'UKCA', 'RoHS', 'FCC', 'Zigbee'],
});

export const TECHNICAL_DATA = {
  'touch-switch-1-gang': touchSwitch(1),
  'touch-switch-2-gang': touchSwitch(2),
  'touch-switch-3-gang': touchSwitch(3),
  'touch-switch-4-gang': touchSwitch(4),
  'dimmer-switch': {
    ...touchSwitch(1),
    minBoxDepthMm: 40,
    depthMm: 32,
    neutral: { required: false, minLoadW: 5, bypassBelowMinLoad: true },
    load: { resistiveW: 300, ledW: 150 },
  },
  'curtain-switch': { ...touchSwitch(1), load: { motorW: 300 } },
  'non-contact-sensor-switch': {
    ...touchSwitch(1),
    neutral: { required: false, minLoadW: 3, bypassBelowMinLoad: true },
    load: { resistiveW: 800, ledW: 200 },
    controls: [],
    certifications: WIRED_CERTIFICATES,
  },
  'mechanical-switch-1-gang': mechanicalSwitch(1),
  'mechanical-switch-2-gang': mechanicalSwitch(2),
  'mechanical-switch-3-gang': mechanicalSwitch(3),
  'european-socket': outlet(['CE', 'RoHS']),
  'european-socket-usb-c-18w': outlet(['CE', 'RoHS'], 35),
  'usb-c-45w-socket': outlet(WIRED_CERTIFICATES, 35),
  'usb-a-c-36w-socket': outlet(WIRED_CERTIFICATES, 35),
  'british-socket': outlet(['UKCA', 'RoHS']),
  'american-socket': outlet(['FCC', 'ETL', 'RoHS']),
  'data-socket-cat6': dataOutlet,
  'tv-socket': dataOutlet,
  'two-button-remote': wirelessDevice(12, { kind: 'battery', cell: 'CR2032', years: 2 }),
  'door-magnetic-sensor': wirelessDevice(11, { kind: 'battery', cell: 'CR1632', years: 2 }),
  'self-powered-button': { ...wirelessDevice(14, { kind: 'kinetic' }), gangs: 1 },
  'pir-sensor': wirelessDevice(38, { kind: 'battery', cell: 'CR2450', years: 2 }),
} as const satisfies Record<ProductSlug, ModelData>;

export const BOX_OF_FAMILY: Record<FamilyId, WallBox> = { '0': 'eu', '1': 'uk', '2': 'us' };

export function technicalDataOf(product: Pick<Product, 'slug' | 'families'>): TechnicalData {
  return { ...TECHNICAL_DATA[product.slug], boxes: product.families.map((family) => BOX_OF_FAMILY[family]) };
}

/** Whether a product can go where the box has no neutral wire: it needs none, or no mains at all. */
export function worksWithoutNeutral(data: TechnicalData): boolean {
  return data.neutral === undefined || !data.neutral.required;
}
