import type { ReactNode } from 'react';

/** Stands for the value while the message is formatted: a private-use character no message holds. */
const PLACEHOLDER = '\uE000';

/**
 * A message with one value that must not break across lines: an address breaks at its hyphen
 * ("support@aurex- / smart.com") and a phone number at its spaces, on a narrow phone. The line
 * breaks around the value instead ("Email: / support@aurex-smart.com"). `format` is the message
 * with its placeholder filled, as `(email) => t('emailUs', { email })`.
 */
export function KeptTogether({ format, value }: { format: (value: string) => string; value: string }): ReactNode {
  const [before, after, ...rest] = format(PLACEHOLDER).split(PLACEHOLDER);
  if (after === undefined || rest.length) return format(value);
  return (
    <>
      {before}
      <span className="unbroken">{value}</span>
      {after}
    </>
  );
}
