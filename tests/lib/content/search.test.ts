import { searchProducts, wordForms } from '@/lib/content/search';
import type { Product } from '@/lib/content/types';
import content from '@/messages/de-DE/content.json';
import english from '@/messages/en-US/content.json';
import hebrew from '@/messages/he-IL/content.json';

type Texts = Record<string, { name: string; description: string }>;
const textsIn = (messages: { products: Texts }) => (product: Product) => messages.products[product.slug]!;
const slugsFor = (query: string, messages: { products: Texts } = english) => searchProducts(query, textsIn(messages)).map((product) => product.slug);

describe('product search', () => {
  it('finds a word and its inflected forms: plural, case endings', () => {
    expect(wordForms('steckdosen')).toEqual(['steckdosen', 'steckdose', 'steckdos']);
    expect(wordForms('switches')).toEqual(['switches', 'switche', 'switch']);
    // Short words, codes and CJK words are matched whole.
    expect(wordForms('usb')).toEqual(['usb']);
    expect(wordForms('dimm')).toEqual(['dimm']);
    expect(wordForms('コンセント')).toEqual(['コンセント']);
  });

  it('"Steckdosen" finds what "Steckdose" finds, "sockets" what "socket" finds', () => {
    const singular = slugsFor('steckdose', content);
    expect(singular.length).toBeGreaterThan(2);
    expect(slugsFor('Steckdosen', content)).toEqual(singular);
    expect(slugsFor('sockets')).toEqual(slugsFor('socket'));
    expect(slugsFor('dimmers')).toEqual(['dimmer-switch']);
  });

  it('needs every word of the query, and ranks name matches first', () => {
    expect(slugsFor('touch switch 2 gang')[0]).toBe('touch-switch-2-gang');
    expect(slugsFor('touch socket')).toEqual([]);
    expect(slugsFor('xyzzy')).toEqual([]);
    expect(slugsFor('   ')).toEqual([]);
  });

  it('matches across the invisible characters a text carries for its layout (Hebrew "USB-\u2060C")', () => {
    expect(hebrew.products['usb-c-45w-socket'].name).toContain('USB-\u2060C');
    expect(slugsFor('USB-C', hebrew)).toEqual(slugsFor('USB\u2060-\u2060C', hebrew));
    expect(slugsFor('USB-C', hebrew)).toContain('usb-c-45w-socket');
  });
});
