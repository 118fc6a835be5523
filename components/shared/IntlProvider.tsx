'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ComponentType, ReactNode } from 'react';
import { keyAsText, reportIntlError } from '@/lib/i18n/errors';
import type { PartMessages } from '@/lib/i18n/messages';

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

/**
 * A component with its own messages, for parts loaded on demand (components/shared/onDemand): the
 * provider and next-intl's client code then load with the part, not with every page.
 */
export function withMessages<Props extends object>(Component: ComponentType<Props>): ComponentType<Props & PartMessages> {
  function WithMessages({ messages, formattingLocale, ...props }: Props & PartMessages) {
    return (
      <IntlProvider locale={formattingLocale} messages={messages}>
        <Component {...(props as Props)} />
      </IntlProvider>
    );
  }
  return WithMessages;
}
