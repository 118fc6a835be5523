import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { Header } from './Header';
import { Footer } from './Footer';
import { SocialSidebar } from './SocialSidebar';

/** The desktop site around a page: header, the page, the social sidebar, the footer. */
export function DesktopShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <>
      <Header locale={locale} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SocialSidebar locale={locale} />
      <Footer locale={locale} />
    </>
  );
}
