import { searchProducts, wordForms } from '@/lib/content/search';
import type { Product } from '@/lib/content/types';
import content from '@/messages/de-DE/content.json';
import english from '@/messages/en-US/content.json';

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
});
