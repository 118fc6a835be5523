import { createAnalyzer, fold, LanguageReader } from '@/lib/search/analyze';
import { SiteIndex } from '@/lib/search/engine';
import { literalText } from '@/lib/search/literalText';
import type { SearchEntry } from '@/lib/search/entries';

const termsOf = (locale: string, text: string) => {
  const analyzer = createAnalyzer(locale);
  return analyzer.words(text).map((word) => analyzer.stem(word));
};

describe('folding', () => {
  test('case, accents, format characters and any script’s digits go; full-width forms narrow', () => {
    expect(fold('Réinitialiser')).toBe('reinitialiser');
    expect(fold('GRÖSSE')).toBe('grosse');
    expect(fold('USB-\u2060C')).toBe('usb-c');
    expect(fold('٤٥')).toBe('45');
    expect(fold('ｺﾝｾﾝﾄ')).toBe('コンセント');
    expect(fold('Ｗｉ-Ｆｉ')).toBe('wi-fi');
  });

  test('marks that are letters stay: Thai vowels and tones, kana voicing', () => {
    expect(fold('หรี่ไฟ')).toBe('หรี่ไฟ');
    expect(fold('ゲートウェイ')).toBe('ゲートウェイ');
  });
});

describe('words and stems', () => {
  test('texts without spaces are cut into words', () => {
    expect(termsOf('ja-JP', 'スマートタッチスイッチ')).toEqual(['スマート', 'タッチ', 'スイッチ']);
    expect(termsOf('th-TH', 'สวิตช์หรี่ไฟอัจฉริยะ')).toEqual(['สวิตช์', 'หรี่', 'ไฟ', 'อัจฉริยะ']);
    expect(termsOf('zh-CN', '智能触摸开关')).toEqual(['智能', '触摸', '开关']);
  });

  test('inflected forms share a stem where the language has a stemmer', () => {
    expect(termsOf('de-DE', 'Steckdosen')).toEqual(termsOf('de-DE', 'Steckdose'));
    expect(termsOf('en-US', 'switches')).toEqual(termsOf('en-US', 'switch'));
    expect(termsOf('fr-FR', 'interrupteurs')).toEqual(termsOf('fr-FR', 'interrupteur'));
    expect(termsOf('ru-RU', 'розетки')).toEqual(termsOf('ru-RU', 'розетка'));
  });

  test('an Arabic word is the same with its article or a particle written onto it', () => {
    expect(termsOf('ar-SA', 'الضمان')).toEqual(termsOf('ar-SA', 'ضمان'));
    expect(termsOf('ar-SA', 'والضمان')).toEqual(termsOf('ar-SA', 'ضمان'));
  });
});

describe('compounds', () => {
  const known = new Set(['schalter', 'dose', 'fenster', 'kontakt', 'steck'].map((word) => createAnalyzer('de-DE').stem(word)));
  const reader = new LanguageReader(createAnalyzer('de-DE'), 'de-DE', (stem) => known.has(stem));

  test('a German compound of known words stands for its parts, its last part naming what it is', () => {
    const [word] = reader.queryWords('Schalterdose');
    expect(word).toEqual({ term: 'schalterdos', parts: ['schalt', 'dos'], head: 'dos' });
    expect(reader.queryWords('Fensterkontakte')[0]!.parts).toEqual(['fenst', 'kontakt']);
    expect(reader.compoundParts('Tür-/Fensterkontakt')).toEqual(['fenst', 'kontakt']);
  });

  test('a word whose beginning is no known word keeps its last part as a weaker match; a short prefix does not count', () => {
    expect(reader.queryWords('Unterputzdose')[0]).toEqual({ term: 'unterputzdos', parts: [], head: 'dos' });
    expect(reader.queryWords('Verdose')[0]).toEqual({ term: 'verdos', parts: [] });
  });

  test('English is not split', () => {
    const english = new LanguageReader(createAnalyzer('en-US'), 'en-US', () => true);
    expect(english.queryWords('switchboard')[0]).toEqual({ term: 'switchboard', parts: [] });
  });
});

describe('the index', () => {
  const entry = (id: string, title: string, text = ''): SearchEntry => ({ id, kind: 'page', page: '/support', title, keywords: '', text, summary: '' });
  const index = new SiteIndex('he-IL', [entry('usb', 'שקע USB-\u2060C'), entry('other', 'מתג מגע')]);

  test('finds across the invisible characters a text carries for its layout', () => {
    expect(index.search('USB-C').map((hit) => hit.entry.id)).toEqual(['usb']);
    expect(index.search('usb\u2060-\u2060c').map((hit) => hit.entry.id)).toEqual(['usb']);
  });

  test('forgives a typo in a longer word, finds a word as it is typed, and answers nothing for nothing', () => {
    const english = new SiteIndex('en-US', [entry('w', 'Warranty'), entry('s', 'Switches')]);
    expect(english.search('warrenty').map((hit) => hit.entry.id)).toEqual(['w']);
    expect(english.search('swi').map((hit) => hit.entry.id)).toEqual(['s']);
    expect(english.search('   ')).toEqual([]);
    expect(english.search('xyzzy')).toEqual([]);
  });

  test('leaves out what mentions a word only in passing, beside what is about it', () => {
    const long = Array.from({ length: 60 }, (_, i) => `clause ${i} of the policy`).join(', ');
    const english = new SiteIndex('en-US', [entry('about', 'Warranty', 'The warranty covers every product.'), entry('passing', 'Privacy policy', `${long}, and warranty claims.`)]);
    expect(english.search('warranty').map((hit) => hit.entry.id)).toEqual(['about']);
    expect(english.search('policy').map((hit) => hit.entry.id)).toEqual(['passing']);
  });

  test('needs every word when something has them all, else takes what has any', () => {
    const english = new SiteIndex('en-US', [entry('a', 'Touch switch'), entry('b', 'Touch socket'), entry('c', 'Rocker switch')]);
    expect(english.search('touch switch').map((hit) => hit.entry.id)).toEqual(['a']);
    expect(english.search('touch lamp').map((hit) => hit.entry.id).sort()).toEqual(['a', 'b']);
  });
});

describe('literal text of a message', () => {
  test('keeps the words of every branch and leaves arguments out', () => {
    expect(literalText('Up to {count, plural, one {# device} other {# devices}} per <b>gateway</b>, {name}.')).toBe('Up to device devices per gateway, .');
    expect(literalText('Hello {name')).toBe('Hello {name');
  });
});
