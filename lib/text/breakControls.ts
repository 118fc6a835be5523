/**
 * WORD JOINER (U+2060): the messages put one after the hyphen of "USB-C" and of a Hebrew prefix
 * ("ל-Zigbee") so that no line breaks there. It steers line breaking and nothing else, so text
 * that is never laid out in a line of ours (a page's title and description as search results
 * and share cards show them, structured data) goes without it.
 */
const WORD_JOINER = /\u2060/g;

export function withoutBreakControls(text: string): string {
  return text.replace(WORD_JOINER, '');
}
