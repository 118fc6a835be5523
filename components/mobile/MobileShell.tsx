import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { MobileHeader } from './MobileHeader';
import { MobileFooter } from './MobileFooter';

/**
 * The mobile site around a page: header with the menu, the page, the footer. A page that
 * hides the footer (SPEC "Visibility rules") says so with a marker inside `main`, and
 * globals.css hides the footer after it: decided on the server, no script.
 */
export function MobileShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <>
      <MobileHeader locale={locale} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <MobileFooter locale={locale} />
    </>
  );
}
