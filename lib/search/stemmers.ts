import { stemmer as arabic } from '@orama/stemmers/arabic';
import { stemmer as bulgarianStemmer } from '@orama/stemmers/bulgarian';
import { stemmer as danish } from '@orama/stemmers/danish';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as finnish } from '@orama/stemmers/finnish';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as greek } from '@orama/stemmers/greek';
import { stemmer as hungarian } from '@orama/stemmers/hungarian';
import { stemmer as indonesian } from '@orama/stemmers/indonesian';
import { stemmer as irish } from '@orama/stemmers/irish';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as norwegian } from '@orama/stemmers/norwegian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as romanian } from '@orama/stemmers/romanian';
import { stemmer as russian } from '@orama/stemmers/russian';
import { stemmer as serbian } from '@orama/stemmers/serbian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as swedish } from '@orama/stemmers/swedish';
import { stemmer as turkish } from '@orama/stemmers/turkish';
import { stemmer as ukrainian } from '@orama/stemmers/ukrainian';

type Stemmer = (word: string) => string;

/**
 * @orama/stemmers 3.1.18's Bulgarian stemmer, a port from Java, writes letters into the word
 * it is given (сензорен → сензорн), which a JavaScript string refuses: it gets the word as an
 * array of letters that reads like a string where the stemmer reads.
 */
function bulgarian(word: string): string {
  const letters = Object.assign([...word], {
    substring(this: string[], start: number, end?: number) {
      return this.slice(start, end).join('');
    },
  });
  return bulgarianStemmer(letters as unknown as string);
}

/**
 * The Snowball stemmer of each language that has one (by language subtag). Malay shares
 * Indonesian's affixes. Czech, Croatian, Hebrew, Korean, Polish, Slovak, Slovenian and
 * Vietnamese have none here: their words match whole, by prefix or within a typo.
 * CJK and Thai have no inflection to strip; they are cut into words instead.
 */
const STEMMERS: Readonly<Record<string, Stemmer>> = {
  ar: arabic,
  bg: bulgarian,
  da: danish,
  de: german,
  el: greek,
  en: english,
  es: spanish,
  fi: finnish,
  fr: french,
  ga: irish,
  hu: hungarian,
  id: indonesian,
  it: italian,
  ms: indonesian,
  nb: norwegian,
  nl: dutch,
  pt: portuguese,
  ro: romanian,
  ru: russian,
  sr: serbian,
  sv: swedish,
  tr: turkish,
  uk: ukrainian,
};

const UNCHANGED: Stemmer = (word) => word;

/** A language's stemmer; a word it fails on is kept as it is, never an error for the visitor. */
export function stemmerOf(language: string): Stemmer {
  const stemmer = STEMMERS[language];
  if (!stemmer) return UNCHANGED;
  return (word) => {
    try {
      return stemmer(word);
    } catch {
      return word;
    }
  };
}
