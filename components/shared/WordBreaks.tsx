import { Fragment, type ReactNode } from 'react';
import { scriptOf, type Locale } from '@/lib/i18n/locales';
import { SCRIPT_TYPESETTING } from '@/lib/i18n/scripts';

/**
 * A slash joining two words ("amerikanischen/italienischen", "Tür-/Fensterkontakt"); not two
 * numbers ("1/2") nor a unit ("Gbit/s", "km/h"), whose part after the slash is shorter.
 */
const SLASH_BEFORE_A_WORD = /(?<=\S)\/(?=\p{L}{3})/gu;

/**
 * Text with the line-break opportunities (`<wbr>`) the browser's own rules miss:
 *
 * - after a slash between two words: no line may break after "/" before a letter, so
 *   "Panels im amerikanischen/italienischen Format" was one unbreakable word in a 140 px
 *   footer column, and `overflow-wrap` cut it anywhere ("italien / ischen");
 * - between each two words, in a language written without spaces. Breaking between phrases
 *   keeps a compound like "スマートタッチスイッチ" whole, so on a narrow card it broke wherever
 *   the line ended ("スマートタッチス / イッチ"); with its words marked it breaks between them
 *   ("スマートタッチ / スイッチ").
 *
 * Text with neither comes back as it is.
 */
export function WordBreaks({ text, locale }: { text: string; locale: Locale }): ReactNode {
  const breaks = [...new Set([...breaksBetweenWords(text, locale), ...breaksAfterSlashes(text)])].sort((a, b) => a - b);
  if (!breaks.length) return text;
  const pieces = [0, ...breaks].map((start, index) => text.slice(start, breaks[index] ?? text.length));
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
}

function breaksAfterSlashes(text: string): number[] {
  return [...text.matchAll(SLASH_BEFORE_A_WORD)].map((match) => match.index + 1);
}

/** Between the words of a script whose lines break between phrases (`word-break: auto-phrase` in globals.css). */
function breaksBetweenWords(text: string, locale: Locale): number[] {
  if (!SCRIPT_TYPESETTING[scriptOf(locale)].breaksBetweenPhrases) return [];
  const segments = [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)];
  // Between two words; not after a number, which stays with its counter ("1連").
  return segments
    .filter((segment, index) => index > 0 && segment.isWordLike && segments[index - 1]!.isWordLike && !/^\d+$/.test(segments[index - 1]!.segment))
    .map((segment) => segment.index);
}
