import type { ReactNode } from 'react';
import { isLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { MobileHeader } from '@/components/mobile/MobileHeader';
import { MobileFooter } from '@/components/mobile/MobileFooter';
import { ShowWhen } from '@/components/shared/ShowWhen';

export default async function MobileShell({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  return (
    <>
      <ShowWhen part="header">
        <MobileHeader locale={locale} />
      </ShowWhen>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <ShowWhen part="mobileFooter">
        <MobileFooter locale={locale} />
      </ShowWhen>
    </>
  );
}
