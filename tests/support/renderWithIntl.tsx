import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import consent from '@/messages/en-US/consent.json';

/** Renders a client component with the English `consent` messages, as the layout sends them. */
export function renderWithIntl(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="en-US" messages={{ consent }} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>,
  );
}
