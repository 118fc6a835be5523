import { IntlErrorCode, type IntlError } from 'next-intl';

/** Missing messages are expected while translations catch up (English fills in); others are bugs. */
export function reportIntlError(error: IntlError): void {
  if (error.code === IntlErrorCode.MISSING_MESSAGE) return;
  console.error(error);
}

/** What a missing key shows: its own text (SPEC section 4), never an error. */
export function keyAsText({ key, namespace }: { key: string; namespace?: string }): string {
  void namespace;
  return key;
}
