import { PRODUCTS, productBySlug } from '@/lib/content';
import { factRows } from '@/lib/content/facts';
import { switchesTwoWay, wiringOf } from '@/lib/content/wiring';
import { wiringCaption } from '@/components/shared/WiringDrawing';
import { technicalDataOf } from '@/lib/content/technical';
import { LOCALES, formattingLocaleOf, type Locale } from '@/lib/i18n/locales';
import { createTranslator } from 'use-intl/core';
import type { ContentTranslate } from '@/lib/content/types';
import { readNamespace } from '../../support/messageFiles';
import { BREAKABLE_DESIGNATION, BREAKABLE_NAMED_NUMBER, BREAKABLE_RANGE } from '../../support/lineBreaks';

/** The `content` messages of a locale, formatted as the pages format them. */
function contentOf(locale: Locale): ContentTranslate {
  const messages = { content: readNamespace(locale, 'content') } as unknown as Record<string, never>;
  return createTranslator({ locale: formattingLocaleOf(locale), messages, namespace: 'content' as never }) as unknown as ContentTranslate;
}

const rowsOf = (slug: string, locale: Locale) => {
  const rows = factRows(productBySlug(slug)!, formattingLocaleOf(locale), contentOf(locale));
  return Object.fromEntries(rows.map((row) => [row.id, row.value]));
};

describe('a product\'s facts', () => {
  it('state the minimum box depth in mm of every product that goes in a wall box', () => {
    for (const product of PRODUCTS) {
      const rows = rowsOf(product.slug, 'en-US');
      if (product.families.length > 0) expect(rows.boxDepth).toMatch(/^\d+\u00a0mm$/);
      else expect(rows.boxes).toMatch(/surface-mounted/);
    }
  });

  it('isolate a Latin-only quantity inside a right-to-left sentence, and no other', () => {
    // Hebrew writes inches "in": without the isolate, "2 × 4 in" read "in 4 × 2" in the sentence.
    expect(rowsOf('touch-switch-2-gang', 'he-IL').boxes).toContain('2\u00a0×\u00a04\u00a0אינץ׳');
    expect(rowsOf('touch-switch-2-gang', 'he-IL').boxes).toContain('60\u00a0מ״מ');
    expect(rowsOf('touch-switch-2-gang', 'ar-SA').boxes).not.toMatch(/[\u2066\u2069]/);
    expect(rowsOf('touch-switch-2-gang', 'en-US').boxes).not.toMatch(/[\u2066\u2069]/);
    // A spec's value in its sentence: the dimmer's "1–100 %" put its "%" at the far end.
    expect(rowsOf('dimmer-switch', 'he-IL')['spec.dimming']).toMatch(/, \u20661–\u2060100%\u2069$/);
    expect(rowsOf('dimmer-switch', 'en-US')['spec.dimming']).toMatch(/, 1%\u00a0–\u00a0100%$/);
  });

  it('hold every number to the unit symbol after it, in every language (no line breaks "35 / mm" or "16 / A")', () => {
    const breakable = LOCALES.flatMap((locale) =>
      PRODUCTS.flatMap((product) => Object.entries(rowsOf(product.slug, locale)).map(([id, value]) => `${locale} ${product.slug} ${id}: ${value}`)),
    ).filter((row) => /\d (?:mm|cm|m|in|°|s|W|V|A|Hz|MHz|Ω|%)(?![\p{L}])/u.test(row));
    expect(breakable).toEqual([]);
  });

  it('keep a name with its number, a designation and a range on one line ("Zigbee 3.0", "USB-C", "Wi-Fi", "100–240 V"), in every language', () => {
    const rows = LOCALES.flatMap((locale) => PRODUCTS.flatMap((product) => Object.values(rowsOf(product.slug, locale))));
    const breakable = [BREAKABLE_NAMED_NUMBER, BREAKABLE_DESIGNATION, BREAKABLE_RANGE, /Wi-(?!\u2060)Fi/, /\d [–\-~～] \d/];
    expect(rows.filter((value) => breakable.some((pattern) => pattern.test(value)))).toEqual([]);
    expect(rowsOf('touch-switch-2-gang', 'en-US').protocol).toBe('Zigbee\u00a03.0');
  });

  it('write numbers and units as the reader does', () => {
    expect(rowsOf('touch-switch-2-gang', 'ru-RU').boxDepth).toBe('35\u00a0мм');
    expect(rowsOf('touch-switch-2-gang', 'ru-RU').loadLed).toMatch(/^200\u00a0Вт/);
    expect(rowsOf('non-contact-sensor-switch', 'de-DE')['spec.response']).toBe('<\u00a00,2\u00a0s');
    // Values that were typed as text: the decimal comma and the reader's unit symbols.
    expect(rowsOf('usb-c-45w-socket', 'de-DE')['spec.usb']).toBe('USB-\u2060C PD 45\u00a0W (5\u00a0V/3\u00a0A, 9\u00a0V/3\u00a0A, 15\u00a0V/3\u00a0A, 20\u00a0V/2,25\u00a0A)');
    expect(rowsOf('usb-c-45w-socket', 'zh-CN')['spec.usb']).toMatch(/45\u00a0W（5\u00a0V\/3\u00a0A、/);
    expect(rowsOf('european-socket', 'ru-RU')['spec.load']).toBe('16\u00a0А / 250\u00a0В~');
    expect(rowsOf('tv-socket', 'de-DE')['spec.connector']).toMatch(/5–\u20602400\u00a0MHz, 75\u00a0Ω$/);
    expect(rowsOf('dimmer-switch', 'tr-TR')['spec.dimming']).toMatch(/%1–\u2060100$/);
    expect(rowsOf('touch-switch-1-gang', 'ar-SA').boxDepth).toBe('35\u00a0مم');
    expect(rowsOf('touch-switch-1-gang', 'he-IL').boxDepth).toMatch(/35\u00a0מ״מ/);
    expect(rowsOf('mechanical-switch-1-gang', 'de-DE')['spec.life']).toBe('≥\u00a040.000');
    expect(rowsOf('dimmer-switch', 'en-US').minLoad).toBe('5\u00a0W');
  });

  it('join a list of items as each language does, never with a bare space or nothing', () => {
    const certifications = (locale: Locale) => rowsOf('touch-switch-2-gang', locale).certifications;
    expect(certifications('en-US')).toBe('CE, UKCA, RoHS, FCC, ETL, Zigbee');
    expect(certifications('de-DE')).toBe('CE, UKCA, RoHS, FCC, ETL und Zigbee');
    expect(certifications('ja-JP')).toBe('CE、UKCA、RoHS、FCC、ETL、Zigbee');
    expect(certifications('zh-CN')).toBe('CE、UKCA、RoHS、FCC、ETL、Zigbee');
    // A datasheet's list with commas alone where the language would otherwise put "and" before the last of alternatives.
    expect(certifications('ko-KR')).toBe('CE, UKCA, RoHS, FCC, ETL, Zigbee');
    expect(certifications('ru-RU')).toBe('CE, UKCA, RoHS, FCC, ETL, Zigbee');
    // Thai's CLDR joins with spaces only, and glues its conjunction to the item; Hebrew's hyphen holds its item (no line break after it).
    expect(certifications('th-TH')).toBe('CE, UKCA, RoHS, FCC, ETL, Zigbee');
    expect(certifications('he-IL')).toBe('CE, UKCA, RoHS, FCC, ETL ו-\u2060Zigbee');
    expect(certifications('ar-SA')).toBe('CE وUKCA وRoHS وFCC وETL وZigbee');
    expect(rowsOf('touch-switch-2-gang', 'ja-JP').boxes).toMatch(/）、/);
  });

  it('end the left-to-right mark of a signed bound in right-to-left languages, so the range reads from the right', () => {
    expect(rowsOf('touch-switch-2-gang', 'ar-SA').temperature).toBe('من\u00a0\u200e-10\u200f إلى\u00a045°م');
    expect(rowsOf('touch-switch-2-gang', 'he-IL').temperature).toBe('\u200e-10\u200f\u00a0עד\u00a045°C');
    expect(rowsOf('touch-switch-2-gang', 'en-US').temperature).toBe('-10\u00a0to\u00a045°C');
  });

  it('say per gang when a switch has more than one', () => {
    expect(rowsOf('touch-switch-3-gang', 'en-US').loadResistive).toBe('600\u00a0W per gang');
    expect(rowsOf('touch-switch-1-gang', 'en-US').loadResistive).toBe('600\u00a0W');
  });

  it('label how each system reaches the product', () => {
    const controls = rowsOf('touch-switch-1-gang', 'en-US').controls!;
    expect(controls).toContain('Amazon Alexa (through the AUREX gateway)');
    expect(controls).toContain('Home Assistant (native)');
    expect(rowsOf('mechanical-switch-1-gang', 'en-US').controls).toMatch(/no app/);
  });

  it('name our own app in the reader\'s language, the other companies\' brands as they write them', () => {
    expect(rowsOf('touch-switch-1-gang', 'en-US').controls).toMatch(/^AUREX app \(/);
    expect(rowsOf('touch-switch-1-gang', 'de-DE').controls).toMatch(/^AUREX-App \(.*Amazon Alexa \(über das AUREX-Gateway\)/);
    expect(rowsOf('touch-switch-1-gang', 'ja-JP').controls).toMatch(/^AUREX アプリ（/);
    for (const locale of LOCALES.filter((locale) => locale !== 'en-US')) {
      expect(`${locale}: ${rowsOf('touch-switch-1-gang', locale).controls}`).not.toContain('AUREX app');
    }
  });
});

describe('a wiring diagram', () => {
  it('has one output per gang, and a neutral terminal only where the product needs one', () => {
    for (const product of PRODUCTS) {
      const wiring = wiringOf(product);
      const data = technicalDataOf(product);
      if (wiring.kind !== 'switch') continue;
      expect(wiring.outputs).toHaveLength(data.gangs ?? 1);
      expect(wiring.supply.includes('N')).toBe(data.neutral?.required === true);
    }
  });

  it('is captioned with one output for a one-gang switch, not "L1 to L1", in every language', () => {
    const outputsNamed = (slug: string, locale: Locale) => wiringCaption(productBySlug(slug)!, 'X', contentOf(locale)).match(/L\d/g) ?? [];
    const wrong = LOCALES.flatMap((locale) => [
      ...['touch-switch-1-gang', 'dimmer-switch'].filter((slug) => outputsNamed(slug, locale).join() !== 'L1').map((slug) => `${locale} ${slug}`),
      ...(outputsNamed('touch-switch-3-gang', locale).join() === 'L1,L3' ? [] : [`${locale} touch-switch-3-gang`]),
    ]);
    expect(wrong).toEqual([]);
  });

  it('draws a bypass for a no-neutral model below its minimum load, earth for a socket, and the gateway where one is needed', () => {
    expect(wiringOf(productBySlug('dimmer-switch')!)).toMatchObject({ kind: 'switch', supply: ['L'], bypass: true, gateway: true });
    expect(wiringOf(productBySlug('european-socket')!)).toMatchObject({ kind: 'socket', supply: ['L', 'N', 'PE'], gateway: false });
    expect(wiringOf(productBySlug('curtain-switch')!)).toMatchObject({ kind: 'curtain', outputs: ['L1', 'L2'] });
    expect(wiringOf(productBySlug('pir-sensor')!)).toMatchObject({ kind: 'wireless', supply: [], gateway: true });
  });

  it('shows two-way switching for the models that decouple their button and take the neutral, and for no other', () => {
    const twoWay = PRODUCTS.filter(switchesTwoWay).map((product) => product.slug);
    expect(twoWay).toEqual(['touch-switch-1-gang', 'touch-switch-2-gang', 'touch-switch-3-gang', 'touch-switch-4-gang']);
    for (const slug of twoWay) expect(wiringOf(productBySlug(slug)!).supply).toEqual(['L', 'N']);
    expect(switchesTwoWay(productBySlug('dimmer-switch')!)).toBe(false);
    expect(switchesTwoWay(productBySlug('two-button-remote')!)).toBe(false);
  });
});
