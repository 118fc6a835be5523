import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import type { Locale } from '@/lib/i18n/locales';
import { MAX_QUERY_LENGTH } from '@/lib/search/query';
import { createAnalyzer, isUnspaced, LanguageReader, type QueryWord } from './analyze';
import { searchEntriesFor, type SearchEntry, type SearchKind } from './entries';

export interface SearchHit {
  entry: SearchEntry;
  score: number;
}

/** A title weighs most, then the facets and topic, then the text, then the parts of its compounds. */
const FIELD_BOOST = { title: 3, keywords: 2, text: 1, parts: 0.5 };
const FIELDS = Object.keys(FIELD_BOOST);
/** A product or an answer is what most searches are for; pages and documents come after them when they match as well. */
const KIND_BOOST: Record<SearchKind, number> = { product: 1.2, article: 1.2, help: 1.2, page: 0.9, document: 0.6 };
/** How much a compound's parts found together, or its last part alone, count against the word itself. */
const MODIFIER_WEIGHT = 0.2;
const HEAD_WEIGHT = 0.6;
/** A query that is an entry's whole title (“Installation”, “Steckdosen”) asks for that entry. */
const WHOLE_TITLE_BOOST = 4;
/** A hit scoring less than this share of the best one matched a word in passing (a privacy policy for “warranty”): left out. */
const SHARE_OF_BEST = 0.1;
/** Words of a query looked at: more only slow a search that has long found what it can. */
const MAX_QUERY_WORDS = 12;
/** Shortest word a typo is forgiven in (two letters wrong in ten, at most). */
const SHORTEST_FUZZY = 5;

/** The site search of one language: every entry indexed once per server process. */
export class SiteIndex {
  private readonly index: MiniSearch<SearchEntry>;
  private readonly entries = new Map<string, SearchEntry>();
  /** Each entry's title as its terms, joined: what a query that is the whole title reads as. */
  private readonly titleTerms = new Map<string, string>();
  private readonly reader: LanguageReader;

  constructor(locale: Locale, entries: readonly SearchEntry[]) {
    const analyzer = createAnalyzer(locale);
    const vocabulary = new Set(entries.flatMap((entry) => analyzer.words(`${entry.title} ${entry.keywords} ${entry.text}`).map((word) => analyzer.stem(word))));
    this.reader = new LanguageReader(analyzer, locale, (stem) => vocabulary.has(stem));
    this.index = new MiniSearch<SearchEntry>({
      fields: FIELDS,
      storeFields: [],
      extractField: (entry, field) => (field === 'parts' ? `${entry.title} ${entry.keywords} ${entry.text}` : entry[field as 'title' | 'keywords' | 'text']),
      tokenize: (text, field) => (field === 'parts' ? this.reader.compoundParts(text) : this.reader.indexTerms(text)),
      processTerm: (term) => term,
    });
    for (const entry of entries) {
      this.entries.set(entry.id, entry);
      this.titleTerms.set(entry.id, this.reader.indexTerms(entry.title).join(' '));
    }
    this.index.addAll(entries);
  }

  /** The entries that match every word of the query (or, when none does, any word), best first. */
  search(text: string): SearchHit[] {
    const words = this.reader.queryWords(text.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) return [];
    const weights = new Map<string, number>();
    const queries = words.map((word) => this.wordQuery(word, weights));
    const whole = words.map((word) => word.term).join(' ');
    const options: SearchOptions = {
      boost: FIELD_BOOST,
      boostDocument: (id) => KIND_BOOST[this.entries.get(id)!.kind] * (this.titleTerms.get(id) === whole ? WHOLE_TITLE_BOOST : 1),
      boostTerm: (term) => weights.get(term) ?? 1,
      fuzzy: (term) => (isUnspaced(term) || term.length < SHORTEST_FUZZY ? false : 0.2),
      maxFuzzy: 2,
      prefix: (term) => term.length >= 2,
      tokenize: (term) => [term],
      processTerm: (term) => term,
    };
    let results = this.index.search({ combineWith: 'AND', queries }, options);
    if (results.length === 0 && queries.length > 1) results = this.index.search({ combineWith: 'OR', queries }, options);
    const floor = (results[0]?.score ?? 0) * SHARE_OF_BEST;
    return results.filter((result) => result.score >= floor).map((result) => ({ entry: this.entries.get(result.id)!, score: result.score }));
  }

  /**
   * A word found as itself, or a compound by its last part, which names what it is (a
   * Schalterdose is a Dose), the more so with the parts before it.
   */
  private wordQuery(word: QueryWord, weights: Map<string, number>): Query {
    const alternatives: Query[] = [word.term];
    if (word.head && word.head !== word.term) {
      alternatives.push(word.head);
      if (word.parts.length > 1) alternatives.push({ combineWith: 'AND', queries: word.parts });
      for (const part of word.parts) if (!weights.has(part)) weights.set(part, MODIFIER_WEIGHT);
      weights.set(word.head, HEAD_WEIGHT);
    }
    weights.set(word.term, 1);
    return { combineWith: 'OR', queries: alternatives };
  }
}

const indexes = new Map<Locale, Promise<SiteIndex>>();

/** The index of a language, built the first time it is searched. */
export function siteIndexOf(locale: Locale): Promise<SiteIndex> {
  let index = indexes.get(locale);
  if (!index) {
    index = searchEntriesFor(locale).then((entries) => new SiteIndex(locale, entries));
    indexes.set(locale, index);
  }
  return index;
}
