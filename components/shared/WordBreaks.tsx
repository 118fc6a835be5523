import { Fragment, type ReactNode } from 'react';

/** Languages written without spaces whose lines break between phrases (`word-break: auto-phrase` in globals.css). */
const PHRASE_BREAKING_LANGUAGES: ReadonlySet<string> = new Set(['ja']);

/**
 * A name with a line-break opportunity (`<wbr>`) between each two of its words, in a language
 * written without spaces. Breaking between phrases keeps a compound like "スマートタッチスイッチ"
 * whole, so on a narrow card it broke wherever the line ended ("スマートタッチス / イッチ"); with
 * its words marked it breaks between them ("スマートタッチ / スイッチ"). Other languages get the text as it is.
 */
export function WordBreaks({ text, locale }: { text: string; locale: string }): ReactNode {
  if (!PHRASE_BREAKING_LANGUAGES.has(new Intl.Locale(locale).language)) return text;
  const segments = [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)];
  // Between two words; not after a number, which stays with its counter ("1連").
  const breaksBefore = (index: number) => index > 0 && segments[index]!.isWordLike && segments[index - 1]!.isWordLike && !/^\d+$/.test(segments[index - 1]!.segment);
  return segments.map((segment, index) => (
    <Fragment key={index}>
      {breaksBefore(index) ? <wbr /> : null}
      {segment.segment}
    </Fragment>
  ));
}
