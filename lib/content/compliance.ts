import type { ProductSlug } from '../i18n/keys';
import { kindOf } from './installer';
import { technicalDataOf } from './technical';
import type { Product } from './types';

/**
 * What a product's declarations of conformity state: the laws it falls under in the EU and
 * in Great Britain, the standards applied, and what its radio transmits. Read by the
 * declarations (scripts/documents/declaration.tsx), the manuals' compliance section and the
 * product pages' downloads.
 */
export type Legislation = 'red' | 'lvd' | 'emc' | 'rohs';
export type Market = 'eu' | 'uk';

/** The acts, by market: the EU's directives (year and number) and their UK counterparts (statutory instruments). */
const LEGISLATION: Record<Market, Record<Legislation, string>> = {
  eu: { red: '2014/53', lvd: '2014/35', emc: '2014/30', rohs: '2011/65' },
  uk: { red: 'S.I. 2017/1206', lvd: 'S.I. 2016/1101', emc: 'S.I. 2016/1091', rohs: 'S.I. 2012/3032' },
};

/**
 * How each official language of the EU abbreviates the Union after a directive's number, as the
 * Official Journal prints it in that language (2014/53/EU, 2014/53/UE, 2014/53/ΕΕ).
 */
const EU_ABBREVIATION: Readonly<Record<string, string>> = { bg: 'ЕС', el: 'ΕΕ', es: 'UE', et: 'EL', fr: 'UE', ga: 'AE', it: 'UE', lt: 'ES', lv: 'ES', mt: 'UE', pl: 'UE', pt: 'UE', ro: 'UE', sk: 'EÚ' };

/** An act's reference as a declaration in `locale` writes it. */
export function actReference(market: Market, act: Legislation, locale: string): string {
  if (market === 'uk') return LEGISLATION.uk[act];
  return `${LEGISLATION.eu[act]}/${EU_ABBREVIATION[locale.split('-')[0]!] ?? 'EU'}`;
}

/** What a radio transmits, where it transmits at all. */
export interface Radio {
  /** Frequency band in MHz. */
  bandMHz: readonly [number, number];
  /** Maximum transmitted power (e.i.r.p.), in dBm. */
  maxPowerDbm: number;
}

/** Our Zigbee 3.0 radio (IEEE 802.15.4, 2.4 GHz). */
const ZIGBEE_RADIO: Radio = { bandMHz: [2400, 2483.5], maxPowerDbm: 10 };

export interface Compliance {
  /** The markets a declaration is issued for: those whose marking the product carries. */
  markets: Market[];
  legislation: Legislation[];
  /** Harmonised (EU) and designated (UK) standards applied: the same European Norms. */
  standards: string[];
  radio?: Radio;
}

const SWITCH_STANDARDS = ['EN\u00a060669-\u20601:2018'];
const ELECTRONIC_SWITCH = ['EN\u00a060669-\u20602-\u20601:2004+A12:2010'];
const RADIO_STANDARDS = ['EN\u00a0300\u00a0328\u00a0V2.2.2', 'EN\u00a0301\u00a0489-\u20601\u00a0V2.2.3', 'EN\u00a0301\u00a0489-\u206017\u00a0V3.2.4', 'EN\u00a062479:2010'];
const EMC_STANDARDS = ['EN\u00a055014-\u20601:2017', 'EN\u00a055014-\u20602:2015'];
const USB_STANDARDS = ['EN\u00a062368-\u20601:2020+A11:2020'];
const ROHS_STANDARD = 'EN\u00a0IEC\u00a063000:2018';

/** The plug-and-socket standard of each socket, by its market. */
const SOCKET_STANDARDS: Partial<Record<ProductSlug, string[]>> = {
  'european-socket': ['EN\u00a060884-\u20601 / DIN\u00a0VDE\u00a00620-\u20601'],
  'european-socket-usb-c-18w': ['EN\u00a060884-\u20601 / DIN\u00a0VDE\u00a00620-\u20601'],
  'british-socket': ['BS\u00a01363-\u20602:2016'],
};

export function complianceOf(product: Product): Compliance {
  const data = technicalDataOf(product);
  const markets = (['eu', 'uk'] as const).filter((market) => data.certifications.includes(market === 'eu' ? 'CE' : 'UKCA'));
  const radio = product.protocol === 'Zigbee 3.0' ? ZIGBEE_RADIO : undefined;
  const kind = kindOf(product);
  const mains = data.supply.kind === 'mains';
  const electronic = radio !== undefined || kind === 'proximity' || kind === 'usb';
  const legislation: Legislation[] = radio ? ['red', 'rohs'] : mains ? ['lvd', ...(electronic ? ['emc' as const] : []), 'rohs'] : ['rohs'];
  const standards = [
    ...(product.group === 'electronic_types' || product.group === 'mechanical_switch' ? SWITCH_STANDARDS : []),
    ...(product.group === 'electronic_types' ? ELECTRONIC_SWITCH : []),
    ...(SOCKET_STANDARDS[product.slug] ?? []),
    ...(kind === 'usb' ? USB_STANDARDS : []),
    ...(radio ? RADIO_STANDARDS : electronic && mains ? EMC_STANDARDS : []),
    ROHS_STANDARD,
  ];
  return { markets, legislation, standards, ...(radio ? { radio } : {}) };
}
