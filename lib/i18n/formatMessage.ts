import compile from 'icu-minify/compile';
import formatCompiled from 'use-intl/format-message/format-only';
import type formatMessageType from 'use-intl/format-message';

type FormatMessage = typeof formatMessageType;
type CompiledMessage = Parameters<typeof formatCompiled>[1];

/** Each plain ICU string compiled once per server process (a few thousand strings in all). */
const compiledByMessage = new Map<string, CompiledMessage>();

function compiled(message: string): CompiledMessage {
  let result = compiledByMessage.get(message);
  if (result === undefined) {
    result = compile(message) as CompiledMessage;
    compiledByMessage.set(message, result);
  }
  return result;
}

/**
 * use-intl's message formatter on the server: next.config.ts aliases `use-intl/format-message`
 * to this module everywhere but the browser (server components, and client components
 * rendered on the server, so it cannot be `server-only`). Server components read plain ICU strings, client
 * components rendered on the server read the compiled messages the browser gets
 * (lib/i18n/precompile.ts); both go through use-intl's parser-free formatter, the plain ones
 * compiled first with the same compiler. One formatter for both: what the server renders is
 * what the browser renders, and no ICU parser ships with any page.
 */
function formatMessage(...[key, message, values, options]: Parameters<FormatMessage>): ReturnType<FormatMessage> {
  const compiledMessage = typeof message === 'string' ? compiled(message) : (message as CompiledMessage);
  return formatCompiled(key, compiledMessage, values as never, options as never) as ReturnType<FormatMessage>;
}
// Server components read arrays of messages with `t.raw`.
formatMessage.raw = true;

export default formatMessage;
