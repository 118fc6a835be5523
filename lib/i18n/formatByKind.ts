import type formatMessageType from 'use-intl/format-message';
import type formatCompiledType from 'use-intl/format-message/format-only';

type FormatMessage = typeof formatMessageType;

/**
 * A formatter that gives plain ICU strings to `formatPlain` (use-intl's full formatter) and
 * compiled messages (lib/i18n/precompile.ts: always arrays) to `formatCompiled`.
 */
export function formatByKind(formatPlain: FormatMessage, formatCompiled: typeof formatCompiledType): FormatMessage {
  function formatMessage(...args: Parameters<FormatMessage>): ReturnType<FormatMessage> {
    if (typeof args[1] === 'string') return formatPlain(...args);
    return formatCompiled(...(args as unknown as Parameters<typeof formatCompiledType>)) as ReturnType<FormatMessage>;
  }
  // Server components read arrays of messages with `t.raw`, which the full formatter allows.
  formatMessage.raw = true;
  return formatMessage;
}
