import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The words of an ICU message without its arguments: the literal text, and the text of every
 * plural, select and tag branch. What a page says around its figures, for the search index,
 * which needs no figure filled in. A message that does not parse is taken as written.
 */
export function literalText(message: string): string {
  try {
    return collect(parse(message)).replace(/\s+/g, ' ').trim();
  } catch {
    return message;
  }
}

function collect(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.plural || element.type === TYPE.select) return Object.values(element.options).map((option) => collect(option.value)).join(' ');
      if (element.type === TYPE.tag) return collect(element.children);
      return ' ';
    })
    .join('');
}

/** Every string under a message subtree, as literal text, in order. */
export function literalLeaves(messages: unknown): string[] {
  if (typeof messages === 'string') return [literalText(messages)];
  if (messages && typeof messages === 'object') return Object.values(messages).flatMap(literalLeaves);
  return [];
}
