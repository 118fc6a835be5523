'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { keyAsText, reportIntlError } from '@/lib/i18n/errors';

/** The client side of next-intl, with the same fallback rules as the server. */
export function IntlProvider(props: { locale: string; messages: AbstractIntlMessages; children: ReactNode }) {
  return (
    <NextIntlClientProvider
      locale={props.locale}
      messages={props.messages}
      timeZone="UTC"
      getMessageFallback={keyAsText}
      onError={reportIntlError}
    >
      {props.children}
    </NextIntlClientProvider>
  );
}
