/**
 * A list's first item capitalised where the list stands alone as a value (a table cell), its
 * items being written lower-case to sit inside a sentence ("runde Unterputzdose …" →
 * "Runde Unterputzdose …"). Marks and isolates before the first letter are kept.
 */
export function sentenceStart(text: string, locale: string): string {
  return text.replace(/^(\p{Cf}*)(\p{Ll})/u, (_, marks: string, letter: string) => `${marks}${letter.toLocaleUpperCase(locale)}`);
}
