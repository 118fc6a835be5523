import type { TechnicalRowId } from '../i18n/keys';
import { familyById, type PanelFamily } from './families';
import { quantitiesFor, type Quantities } from './quantities';
import { BOX_OF_FAMILY, WALL_BOX_SIZES, systemName, technicalDataOf, type TechnicalData, type WallBox } from './technical';
import { factArguments, specValueText, type ContentTranslate, type Product } from './types';
import { sentenceStart } from '../text/sentenceStart';

/**
 * A product's facts as rows of label and value in the reader's language: its technical data
 * (technical.ts), then the specs that are its own (a dimmer's dimming, a socket's shutters).
 * The product page, its structured data, the finder's comparison and the documents print these.
 */
export interface FactRow {
  /** Stable name of the row, for tests and the comparison's alignment. */
  id: string;
  label: string;
  value: string;
}

type Row = [id: string, label: string, value: string | undefined];

/** A radio protocol's name as a line sets it: the version held to the name, "Wi-Fi" whole. */
const PROTOCOL_NAMES: Record<Exclude<Product['protocol'], 'none'>, string> = {
  'Zigbee 3.0': 'Zigbee\u00a03.0',
  'Wi-Fi': 'Wi-\u2060Fi',
  'Bluetooth LE': 'Bluetooth\u00a0LE',
};

/** A wall box's opening: `Ø 60 mm` is the `diameter`, the others a `size`. */
export function boxOpening(box: WallBox, q: Quantities): { diameter?: string; size?: string } {
  switch (box) {
    case 'eu':
      return { diameter: q.inText(q.one(WALL_BOX_SIZES.eu.diameterMm, 'millimeter')) };
    case 'uk':
      return { size: q.inText(q.size(WALL_BOX_SIZES.uk.sizeMm, 'millimeter')) };
    case 'us':
      return { size: q.inText(q.size(WALL_BOX_SIZES.us.sizeIn, 'inch')) };
  }
}

/** A wall box as a list item: `European round box Ø 60 mm (DIN 49073)`. */
export function boxText(box: WallBox, t: ContentTranslate, q: Quantities): string {
  return t(`technical.boxes.${box}`, boxOpening(box, q));
}

function platesText(product: Product, t: ContentTranslate, q: Quantities): string | undefined {
  const plates = product.families.map((id) => {
    const family = familyById(id)!;
    // The family's name as it reads inside a value, not as a heading ("europäischer Typ").
    return `${q.size([family.plate.width, family.plate.height], 'millimeter')}${q.parenthesized(t(`families.${family.key}.inText`))}`;
  });
  return plates.length > 0 ? q.list(plates) : undefined;
}

function neutralText(data: TechnicalData, t: ContentTranslate): string | undefined {
  if (!data.neutral) return undefined;
  if (data.neutral.required) return t('technical.neutral.required');
  return t(data.neutral.bypassBelowMinLoad ? 'technical.neutral.bypass' : 'technical.neutral.notRequired');
}

function supplyText(data: TechnicalData, t: ContentTranslate, q: Quantities): string {
  const supply = data.supply;
  switch (supply.kind) {
    case 'mains':
      return t('technical.supply.mains', {
        range: q.inText(q.range(supply.minV, supply.maxV, 'volt')),
        frequency: q.inText(supply.frequenciesHz.map((hertz, index, all) => (index === all.length - 1 ? q.one(hertz, 'hertz') : q.number(hertz))).join('/')),
      });
    case 'battery':
      return t('technical.supply.battery', { cell: supply.cell, years: supply.years });
    case 'kinetic':
      return t('technical.supply.kinetic');
    case 'passive':
      return t('technical.supply.passive');
  }
}

function perGang(watts: number | undefined, data: TechnicalData, t: ContentTranslate, q: Quantities): string | undefined {
  if (watts === undefined) return undefined;
  const value = q.one(watts, 'watt');
  return data.gangs !== undefined && data.gangs > 1 ? t('technical.perGang', { value }) : value;
}

function technicalRows(product: Product, t: ContentTranslate, q: Quantities): Row[] {
  const data = technicalDataOf(product);
  const label = (id: TechnicalRowId) => t(`technical.rows.${id}`);
  const inBox = data.boxes.length > 0;
  const appName = t('technical.appName');
  const controls = data.controls.map((control) => t(`technical.controls.${control.via}`, { system: systemName(control.system, appName) }));
  return [
    // The boxes are alternatives, one of which ("US box or Italian 503 box") is itself a choice:
    // commas alone, no "and" nor a second "or".
    ['boxes', label('boxes'), inBox ? sentenceStart(data.boxes.map((box) => boxText(box, t, q)).join(q.comma), q.locale) : t('technical.boxes.none')],
    ['boxDepth', label('boxDepth'), data.minBoxDepthMm === undefined ? undefined : q.one(data.minBoxDepthMm, 'millimeter')],
    ['plate', label('plate'), platesText(product, t, q)],
    inBox ? ['depth', label('depth'), q.one(data.depthMm, 'millimeter')] : ['deviceDepth', label('deviceDepth'), q.one(data.depthMm, 'millimeter')],
    ['gangs', label('gangs'), data.gangs === undefined ? undefined : q.number(data.gangs)],
    ['neutral', label('neutral'), neutralText(data, t)],
    ['minLoad', label('minLoad'), data.neutral && !data.neutral.required && data.neutral.minLoadW !== undefined ? q.one(data.neutral.minLoadW, 'watt') : undefined],
    ['loadResistive', label('loadResistive'), perGang(data.load?.resistiveW, data, t, q)],
    ['loadLed', label('loadLed'), perGang(data.load?.ledW, data, t, q)],
    ['loadMotor', label('loadMotor'), perGang(data.load?.motorW, data, t, q)],
    ['supply', label('supply'), supplyText(data, t, q)],
    ['protocol', label('protocol'), product.protocol === 'none' ? t('technical.protocolNone') : PROTOCOL_NAMES[product.protocol]],
    ['gateway', label('gateway'), t(product.gateway === 'required' ? 'technical.gateway.required' : 'technical.gateway.notRequired')],
    ['controls', label('controls'), controls.length > 0 ? q.list(controls) : t('technical.controls.none')],
    ['ip', label('ip'), data.ipRating],
    ['temperature', label('temperature'), q.range(data.temperatureC.min, data.temperatureC.max, 'celsius')],
    ['certifications', label('certifications'), q.list(data.certifications)],
  ];
}

/** `formattingLocale`: the reader's Intl tag (`formattingLocaleOf`). */
export function factRows(product: Product, formattingLocale: string, t: ContentTranslate): FactRow[] {
  const q = quantitiesFor(formattingLocale, t);
  const rows: Row[] = [
    ...technicalRows(product, t, q),
    ...product.specs.map((spec): Row => [`spec.${spec.label}`, t(`specs.${spec.label}`), specValueText(spec, t, q)]),
  ];
  return rows.filter((row): row is [string, string, string] => row[2] !== undefined).map(([id, label, value]) => ({ id, label, value }));
}

/** A panel family's sizes in the reader's conventions: plate, screw pitch, gang options. */
export function familySizes(family: PanelFamily, formattingLocale: string, t: ContentTranslate): { plate: string; screwPitch: string; gangs: string } {
  const q = quantitiesFor(formattingLocale, t);
  return {
    plate: q.size([family.plate.width, family.plate.height], 'millimeter'),
    screwPitch: q.one(family.screwPitchMm, 'millimeter'),
    gangs: q.list(family.gangs.map((gangs) => q.number(gangs))),
  };
}

/** A product's description in the reader's language, with the figures it names from the data. */
export function productDescription(product: Product, formattingLocale: string, t: ContentTranslate): string {
  return t(`products.${product.slug}.description`, factArguments(product.describedBy, quantitiesFor(formattingLocale, t)));
}

/** A panel family's summary and standard, sized from its data and its wall box's. */
export function familyTexts(family: PanelFamily, formattingLocale: string, t: ContentTranslate): { summary: string; standard: string } {
  const q = quantitiesFor(formattingLocale, t);
  const values = { plate: q.inText(q.size([family.plate.width, family.plate.height], 'millimeter')), pitch: q.inText(q.one(family.screwPitchMm, 'millimeter')), ...boxOpening(BOX_OF_FAMILY[family.id], q) };
  return { summary: t(`families.${family.key}.summary`, values), standard: t(`families.${family.key}.standard`, values) };
}
