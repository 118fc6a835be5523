import type { Quantities } from './quantities';
import { SYSTEM_NAMES, technicalDataOf, ZIGBEE, type ControlPath, type TechnicalData } from './technical';
import type { ProductSlug } from '../i18n/keys';
import type { Product } from './types';

/**
 * What a smart-home hub sees of each Zigbee product: the identifiers its Basic cluster reports
 * (what Zigbee2MQTT and ZHA match a device by), the features it exposes, and the hubs it works
 * with and how. The product page's "Integrations" section reads it.
 */

/** The Basic cluster's manufacturerName of every AUREX device. */
export const ZIGBEE_MANUFACTURER_NAME = 'AUREX';

/** Features a device exposes, in the order a page lists them. */
export const ZIGBEE_FEATURES = ['onOff', 'brightness', 'coverPosition', 'powerOnBehavior', 'decoupled', 'indicator', 'action', 'contact', 'occupancy', 'battery'] as const;
export type ZigbeeFeature = (typeof ZIGBEE_FEATURES)[number];

/** The features of each Zigbee product beyond what its data implies (on/off per gang, battery). */
const OWN_FEATURES: Partial<Record<ProductSlug, readonly ZigbeeFeature[]>> = {
  'touch-switch-1-gang': ['powerOnBehavior', 'decoupled', 'indicator'],
  'touch-switch-2-gang': ['powerOnBehavior', 'decoupled', 'indicator'],
  'touch-switch-3-gang': ['powerOnBehavior', 'decoupled', 'indicator'],
  'touch-switch-4-gang': ['powerOnBehavior', 'decoupled', 'indicator'],
  'dimmer-switch': ['brightness', 'powerOnBehavior', 'indicator'],
  'curtain-switch': ['coverPosition', 'indicator'],
  'two-button-remote': ['action'],
  'door-magnetic-sensor': ['contact'],
  'self-powered-button': ['action'],
  'pir-sensor': ['occupancy'],
};

/** Hubs a Zigbee owner may already have, as the integrations section names them. */
export const HUBS = ['zha', 'zigbee2mqtt', 'smartthings', 'alexa', 'google-home', 'apple-home'] as const;
export type Hub = (typeof HUBS)[number];

/** How each hub reaches the product: the product's own controls (lib/content/technical.ts); ZHA and Zigbee2MQTT are Home Assistant's two Zigbee integrations. */
const SYSTEM_OF_HUB = { zha: 'home-assistant', zigbee2mqtt: 'home-assistant', smartthings: 'smartthings', alexa: 'alexa', 'google-home': 'google-home', 'apple-home': 'apple-home' } as const;

/** Brand names, never translated: the systems' own (SYSTEM_NAMES), Home Assistant's two by integration. */
export const HUB_NAMES: Record<Hub, string> = {
  ...(Object.fromEntries(HUBS.map((hub) => [hub, SYSTEM_NAMES[SYSTEM_OF_HUB[hub]]])) as Record<Hub, string>),
  zha: `${SYSTEM_NAMES['home-assistant']} (ZHA)`,
  zigbee2mqtt: 'Zigbee2MQTT',
};

export type HubSupport = ControlPath | 'unsupported';

export interface ZigbeeProfile {
  manufacturerName: string;
  /** The Basic cluster's modelIdentifier: `AX-` and the SKU prefix. */
  modelId: string;
  /** Endpoints switched on and off separately: one per gang. */
  switchedEndpoints: number;
  features: readonly ZigbeeFeature[];
  hubs: readonly { hub: Hub; support: HubSupport }[];
}

function featuresOf(product: Product, data: TechnicalData): ZigbeeFeature[] {
  const features = new Set<ZigbeeFeature>(OWN_FEATURES[product.slug] ?? []);
  // A curtain switch's gang moves a cover: it exposes the position, not on and off.
  if (data.gangs && product.mainsWired && !features.has('coverPosition')) features.add('onOff');
  if (data.supply.kind === 'battery') features.add('battery');
  return ZIGBEE_FEATURES.filter((feature) => features.has(feature));
}

/** A Zigbee product's profile; undefined for products without a radio or with another one. */
export function zigbeeProfileOf(product: Product): ZigbeeProfile | undefined {
  if (product.protocol !== 'Zigbee 3.0') return undefined;
  const data = technicalDataOf(product);
  const features = featuresOf(product, data);
  return {
    manufacturerName: ZIGBEE_MANUFACTURER_NAME,
    modelId: `AX-${product.sku}`,
    switchedEndpoints: features.includes('onOff') ? (data.gangs ?? 0) : 0,
    features,
    hubs: HUBS.map((hub) => ({ hub, support: data.controls.find((control) => control.system === SYSTEM_OF_HUB[hub])?.via ?? 'unsupported' })),
  };
}

/** The arguments of a pairing instruction: how long the key is held, how near the hub. */
export function pairingValues(q: Quantities): { seconds: string; distance: string } {
  return { seconds: q.spelled(ZIGBEE.pairHoldSeconds, 'second'), distance: q.inText(q.one(ZIGBEE.pairingRangeM, 'meter')) };
}

/** The argument of a factory-reset instruction: how long the key is held. */
export function resetValues(q: Quantities): { seconds: string } {
  return { seconds: q.spelled(ZIGBEE.resetHoldSeconds, 'second') };
}
