import compile from 'icu-minify/compile';
import type { AbstractIntlMessages } from 'next-intl';

/**
 * The messages sent to the browser, with every ICU message compiled ahead of time. The
 * browser bundle formats them with use-intl's `format-only` formatter (the `browser` alias of
 * `use-intl/format-message` in next.config.ts), so no ICU parser ships with the page. Pages are
 * static, so this runs at build time.
 *
 * A message that does not compile is sent as it is: the browser then shows its raw text
 * rather than the page failing (tests/messages/translations.test.ts keeps every message valid).
 */
export function precompileMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [key, typeof value === 'string' ? compiled(value) : precompileMessages(value)]),
  );
}

function compiled(message: string): string {
  let result;
  try {
    result = compile(message);
  } catch {
    return message;
  }
  // Unescaping changed the text (`''` became `'`): as a string, the server would parse it
  // again. In an array, every formatter takes it as the compiled text it is.
  if (typeof result === 'string' && result !== message) result = [result];
  // Plural and select options come as null-prototype objects, which React refuses to pass from
  // server to client components; the compiled message is plain JSON data, so a copy is plain.
  if (typeof result !== 'string') result = JSON.parse(JSON.stringify(result));
  // A compiled message is a string or a nested array; next-intl's types know only strings.
  return result as unknown as string;
}
