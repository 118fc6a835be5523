/**
 * The relevance set: what a visitor types, in six languages and four scripts, and what they
 * should see first. Each query names the result a person would expect at the top; a change to
 * the index, the weights or a text that moves it fails here.
 */
import { siteIndexOf } from '@/lib/search/engine';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { findProducts } from '@/lib/content/finder';
import { searchEntriesFor } from '@/lib/search/entries';

type Expectations = readonly (readonly [query: string, first: string])[];

const RELEVANCE: Record<'en-US' | 'de-DE' | 'fr-FR' | 'ja-JP' | 'ar-SA' | 'th-TH', Expectations> = {
  'en-US': [
    ['neutral', 'article:no-neutral-flicker'],
    ['warranty', 'page:/support/warranty'],
    ['warrenty', 'help:warranty.length'],
    ['reset', 'article:pairing-and-reset'],
    ['LED flicker', 'article:no-neutral-flicker'],
    ['minimum load', 'article:no-neutral-flicker'],
    ['power outage', 'article:after-a-power-cut'],
    ['two way switch', 'article:two-way-switching'],
    ['gateway offline', 'article:gateway-offline'],
    ['dimmer', 'product:dimmer-switch'],
    ['curtain', 'product:curtain-switch'],
    ['motion sensor', 'product:pir-sensor'],
    ['usb-c 45', 'product:usb-c-45w-socket'],
    ['box depth', 'article:wall-boxes'],
    ['will it fit my wall box', 'help:installation.box'],
    ['catalog', 'page:/photo'],
    ['how many devices per gateway', 'help:gateway.howMany'],
    ['return', 'help:warranty.returns'],
    ['voice assistant', 'help:app.voice'],
    ['install it myself', 'help:installation.electrician'],
    ['AX-TS2', 'product:touch-switch-2-gang'],
  ],
  'de-DE': [
    ['Neutralleiter', 'article:no-neutral-flicker'],
    ['Garantie', 'page:/support/warranty'],
    ['Garantei', 'help:warranty.length'],
    ['zurücksetzen', 'article:pairing-and-reset'],
    ['flackern', 'article:no-neutral-flicker'],
    ['Stromausfall', 'article:after-a-power-cut'],
    ['Wechselschaltung', 'article:two-way-switching'],
    ['Dimmer', 'product:dimmer-switch'],
    ['Vorhang', 'product:curtain-switch'],
    ['Bewegungsmelder', 'product:pir-sensor'],
    ['Unterputzdose', 'article:wall-boxes'],
    ['Schalterdose', 'article:wall-boxes'],
    ['passt das in meine Dose', 'help:installation.box'],
    ['Türkontakt', 'product:door-magnetic-sensor'],
    ['Katalog', 'page:/photo'],
    ['USB-C 45 W', 'product:usb-c-45w-socket'],
    ['Sprachassistent', 'help:app.voice'],
    ['selbst installieren', 'help:installation.electrician'],
  ],
  'fr-FR': [
    ['neutre', 'help:installation.neutral'],
    ['garantie', 'page:/support/warranty'],
    ['réinitialiser', 'article:pairing-and-reset'],
    ['reinitialiser', 'article:pairing-and-reset'],
    ['coupure de courant', 'article:after-a-power-cut'],
    ['va-et-vient', 'article:two-way-switching'],
    ['variateur', 'product:dimmer-switch'],
    ['rideau', 'product:curtain-switch'],
    ['détecteur de mouvement', 'product:pir-sensor'],
    ['boite d’encastrement', 'article:wall-boxes'],
    ['catalogue', 'page:/photo'],
    ['où acheter', 'page:/where-to-buy'],
    ['retourner', 'help:warranty.returns'],
    ['interupteur tactile 2 touches', 'product:touch-switch-2-gang'],
    ['assistant vocal', 'help:app.voice'],
  ],
  'ja-JP': [
    ['中性線', 'help:installation.neutral'],
    ['保証', 'help:warranty.length'],
    ['リセット', 'article:pairing-and-reset'],
    ['停電', 'article:after-a-power-cut'],
    ['ちらつき', 'article:no-neutral-flicker'],
    ['調光', 'product:dimmer-switch'],
    ['カーテン', 'product:curtain-switch'],
    ['人感センサー', 'product:pir-sensor'],
    ['埋込ボックス', 'article:wall-boxes'],
    ['カタログ', 'page:/photo'],
    ['返品', 'help:warranty.returns'],
    ['音声アシスタント', 'help:app.voice'],
    ['購入', 'help:ordering.where'],
    ['ｺﾝｾﾝﾄ', 'page:/function/power_socket_types'],
  ],
  'ar-SA': [
    ['محايد', 'help:installation.neutral'],
    ['الضمان', 'page:/support/warranty'],
    ['ضمان', 'page:/support/warranty'],
    ['غير متصل', 'article:gateway-offline'],
    ['إعادة ضبط', 'article:pairing-and-reset'],
    ['انقطاع الكهرباء', 'article:after-a-power-cut'],
    ['تعتيم', 'product:dimmer-switch'],
    ['ستائر', 'product:curtain-switch'],
    ['حساس حركة', 'product:pir-sensor'],
    ['علبة التثبيت', 'article:wall-boxes'],
    ['الكتالوج', 'page:/photo'],
    ['إرجاع', 'help:warranty.returns'],
    ['المساعدات الصوتية', 'help:app.voice'],
    ['شراء', 'help:ordering.where'],
  ],
  'th-TH': [
    ['นิวทรัล', 'help:installation.neutral'],
    ['รับประกัน', 'help:warranty.length'],
    ['รีเซ็ต', 'article:pairing-and-reset'],
    ['ไฟดับ', 'article:after-a-power-cut'],
    ['กะพริบ', 'article:no-neutral-flicker'],
    ['หรี่ไฟ', 'product:dimmer-switch'],
    ['ม่าน', 'product:curtain-switch'],
    ['เซ็นเซอร์ตรวจจับความเคลื่อนไหว', 'product:pir-sensor'],
    ['กล่องฝัง', 'article:wall-boxes'],
    ['แคตตาล็อก', 'page:/photo'],
    ['คืนสินค้า', 'help:warranty.returns'],
    ['ผู้ช่วยเสียง', 'help:app.voice'],
    ['ซื้อ', 'help:ordering.where'],
    ['ประตู', 'product:door-magnetic-sensor'],
  ],
};

describe.each(Object.entries(RELEVANCE))('%s relevance set', (locale, expectations) => {
  test('has at least twelve queries', () => {
    expect(expectations.length).toBeGreaterThanOrEqual(12);
  });

  test.each(expectations)('“%s” shows %s first', async (query, first) => {
    const index = await siteIndexOf(locale as Locale);
    expect(index.search(query)[0]?.entry.id).toBe(first);
  });
});

describe('neutral', () => {
  test('the article on switching without a neutral wire first, and every mains product that needs none before any other product or page', async () => {
    const index = await siteIndexOf('en-US');
    const noNeutral = findProducts({ neutral: 'no' }).filter((product) => product.mainsWired).map((product) => `product:${product.slug}`);
    expect(noNeutral.length).toBeGreaterThan(2);
    const ids = index.search('neutral').map((hit) => hit.entry.id);
    expect(ids[0]).toBe('article:no-neutral-flicker');
    const productsAndPages = ids.filter((id) => /^(product|page|document):/.test(id));
    expect(new Set(productsAndPages.slice(0, noNeutral.length))).toEqual(new Set(noNeutral));
  });
});

describe.each(LOCALES)('%s', (locale) => {
  test('every product, answer and page is found first by its own title', async () => {
    const [index, entries] = await Promise.all([siteIndexOf(locale), searchEntriesFor(locale)]);
    const missed = entries
      .filter((entry) => entry.kind !== 'document')
      .filter((entry) => {
        const top = index.search(entry.title)[0];
        // Two entries may share a title (a product and the page of its group); then the first may be the other.
        return top?.entry.id !== entry.id && top?.entry.title !== entry.title;
      })
      .map((entry) => `${entry.id}: ${entry.title} → ${index.search(entry.title)[0]?.entry.id}`);
    expect(missed).toEqual([]);
  });
});
