import type { ReactNode } from 'react';
import { isLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { Header } from '@/components/desktop/Header';
import { Footer } from '@/components/desktop/Footer';
import { SocialSidebar } from '@/components/desktop/SocialSidebar';
import { ShowWhen } from '@/components/shared/ShowWhen';

export default async function DesktopShell({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  return (
    <>
      <ShowWhen part="header">
        <Header locale={locale} />
      </ShowWhen>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SocialSidebar locale={locale} />
      <ShowWhen part="desktopFooter">
        <Footer locale={locale} />
      </ShowWhen>
    </>
  );
}
