import { stemmerOf } from './stemmers';

/**
 * How the site search reads a text in one language, the same way for what it indexes and for
 * what a visitor types: words cut by `Intl.Segmenter` (so Japanese, Chinese and Thai, written
 * without spaces, have words too), folded (case, accents, the invisible characters the texts
 * carry for layout, any script's digits), then stemmed where the language has a stemmer, and
 * in languages that write compounds as one word, a compound also stands for its parts.
 */

/** Languages that join nouns into one word (Unterputzdose, inbouwdoos): a compound is also found by its parts. */
const COMPOUNDING = new Set(['de', 'nl', 'sv', 'da', 'nb']);
/** Letters that join the parts of a compound (Schalter-s-dose, Steckdose-n-leiste, schakelaar-s-doos). */
const LINKING = ['', 's', 'es', 'n', 'en', 'e'];
const SHORTEST_HEAD = 4;
const SHORTEST_MODIFIER = 3;
const SHORTEST_UNKNOWN_MODIFIER = 5;
const SHORTEST_COMPOUND = SHORTEST_HEAD + SHORTEST_MODIFIER + 1;

/** Scripts written without spaces: Intl.Segmenter's dictionaries cut them into words; no prefix or typo tolerance there. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
/** Scripts whose marks are letters, not accents: Thai vowels and tones, kana voicing, Hangul syllables. */
const MARKS_ARE_LETTERS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Hangul}]/u;

export function isUnspaced(term: string): boolean {
  return UNSPACED.test(term);
}

/**
 * A word as it is matched: lower case, no format characters, ASCII digits, full-width forms
 * narrowed, and no accents where they are accents (café, Größe, ḥarakāt), never where a mark
 * is part of the letter (Thai, kana).
 */
export function fold(word: string): string {
  const bare = word.replace(/\p{Cf}/gu, '').replace(/\u0640/g, ''); // Arabic tatweel: a stretch, not a letter
  const folded = MARKS_ARE_LETTERS.test(bare) ? bare.normalize('NFKC') : bare.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC');
  return folded.replace(/\p{Nd}/gu, (digit) => String(digitValue(digit))).toLowerCase();
}

/** The value of a decimal digit of any script (each script's digits are ten consecutive code points). */
function digitValue(digit: string): number {
  const code = digit.codePointAt(0)!;
  for (let zero = code; zero > code - 10; zero -= 1) {
    if (!/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) return code - zero;
  }
  return 0;
}

export interface QueryWord {
  /** The word's own term. */
  term: string;
  /** A compound's parts, each a term: all of them found count as the word found. */
  parts: string[];
  /** A compound's last part (Schalterdose: Dose), found alone: a weaker match. */
  head?: string;
}

export interface Analyzer {
  /** The words of a text, folded, in order. */
  words(text: string): string[];
  /** A word's term: its stem. */
  stem(word: string): string;
}

export function createAnalyzer(locale: string): Analyzer {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  const language = locale.split('-')[0]!;
  const stemmer = stemmerOf(language);
  const stems = new Map<string, string>();
  return {
    words(text) {
      const words: string[] = [];
      for (const { segment, isWordLike } of segmenter.segment(text.normalize('NFC'))) {
        if (isWordLike) words.push(fold(segment));
      }
      return words;
    },
    stem(word) {
      let stem = stems.get(word);
      if (stem === undefined) {
        stem = isUnspaced(word) ? word : stemmer(language === 'ar' ? withoutArticle(word) : word);
        stems.set(word, stem);
      }
      return stem;
    },
  };
}

/**
 * An Arabic word without its article and the particles written onto it (الضمان, والضمان,
 * بالضمان: ضمان), which the stemmer leaves on some words and takes off others.
 */
function withoutArticle(word: string): string {
  const bare = word.replace(/^(?:[وفبك]?ال|لل)/u, '');
  return bare.length >= 3 ? bare : word;
}

/**
 * Reads a language's texts against what its index holds: `known` says whether a stem occurs
 * in the indexed texts, which is how a compound is told from a word that merely ends like one.
 */
export class LanguageReader {
  private readonly compounding: boolean;
  private readonly splits = new Map<string, string[] | null>();

  constructor(
    readonly analyzer: Analyzer,
    locale: string,
    private readonly known: (stem: string) => boolean,
  ) {
    this.compounding = COMPOUNDING.has(locale.split('-')[0]!);
  }

  /** The terms a text is indexed under: each word's stem. */
  indexTerms(text: string): string[] {
    return this.analyzer.words(text).map((word) => this.analyzer.stem(word));
  }

  /**
   * The parts of the compounds in a text whose parts are all known words (Fensterkontakt:
   * Fenster, Kontakt), indexed apart and weighed less: the parts of a word are not always what
   * it is (a Steckdose is no Dose).
   */
  compoundParts(text: string): string[] {
    return this.analyzer.words(text).flatMap((word) => this.partsOf(word) ?? []);
  }

  /** What a query asks for, word by word. */
  queryWords(text: string): QueryWord[] {
    return this.analyzer.words(text).map((word) => {
      const parts = this.partsOf(word) ?? [];
      const head = parts.at(-1) ?? this.headOf(word);
      return { term: this.analyzer.stem(word), parts, ...(head ? { head } : {}) };
    });
  }

  /** A compound's parts as terms, the longest last part first, when each part is a known word. */
  private partsOf(word: string): string[] | undefined {
    if (!this.compounding || word.length < SHORTEST_COMPOUND || isUnspaced(word)) return undefined;
    const cached = this.splits.get(word);
    if (cached !== undefined) return cached ?? undefined;
    let found: string[] | undefined;
    for (let cut = SHORTEST_MODIFIER; cut <= word.length - SHORTEST_HEAD && !found; cut += 1) {
      const head = this.analyzer.stem(word.slice(cut));
      if (!this.known(head)) continue;
      for (const link of LINKING) {
        const modifier = word.slice(0, cut);
        if (!modifier.endsWith(link) || modifier.length - link.length < SHORTEST_MODIFIER) continue;
        const bare = modifier.slice(0, modifier.length - link.length);
        const modifierParts = this.known(this.analyzer.stem(bare)) ? [this.analyzer.stem(bare)] : this.partsOf(bare);
        if (modifierParts) {
          found = [...modifierParts, head];
          break;
        }
      }
    }
    this.splits.set(word, found ?? null);
    return found;
  }

  /**
   * The longest known last part of a word whose beginning is not a known word (Unterputz-dose):
   * a Unterputzdose is a Dose. The beginning is at least a syllable or two, so that a prefix
   * (be-, ver-, an-) does not make a word a compound.
   */
  private headOf(word: string): string | undefined {
    if (!this.compounding || word.length < SHORTEST_COMPOUND || isUnspaced(word)) return undefined;
    for (let cut = SHORTEST_UNKNOWN_MODIFIER; cut <= word.length - SHORTEST_HEAD; cut += 1) {
      const head = this.analyzer.stem(word.slice(cut));
      if (this.known(head)) return head;
    }
    return undefined;
  }
}
