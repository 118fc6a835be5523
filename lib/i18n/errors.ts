import { IntlErrorCode, type IntlError } from 'next-intl';

/** Missing messages are expected while translations catch up (English fills in); others are bugs. */
export function reportIntlError(error: IntlError): void {
  if (error.code === IntlErrorCode.MISSING_MESSAGE) return;
  console.error(error);
}
