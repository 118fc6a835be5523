import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { directionOf, formattingLocaleOf, htmlLangOf, isLocale, localeOrDefault, prerenderedLocales } from '@/lib/i18n/locales';
import { CLIENT_NAMESPACES, clientMessagesFor } from '@/lib/i18n/messages';
import { IntlProvider } from '@/components/shared/IntlProvider';
import { ViewportReporter } from '@/components/shared/ViewportReporter';
import { PRIVACY_SETTINGS, SITE } from '@/lib/site';
import { ConsentManager } from '@/components/shared/consent/ConsentManager';
import { RestoreLocaleCookie } from '@/components/shared/consent/RestoreLocaleCookie';
import { Analytics } from '@/components/shared/Analytics';
import { getTranslations } from 'next-intl/server';
import '../globals.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return prerenderedLocales().map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: localeOrDefault(locale), namespace: 'common' });
  return {
    metadataBase: new URL(SITE.url),
    title: { template: `%s | ${SITE.name}`, default: `${SITE.name} | ${t('brandLine')}` },
    applicationName: SITE.name,
    icons: { icon: '/icon.svg' },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b5cad',
};

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const clientMessages = await clientMessagesFor(locale, CLIENT_NAMESPACES);
  const t = await getTranslations('common');
  return (
    <html lang={htmlLangOf(locale)} dir={directionOf(locale)}>
      <body>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <IntlProvider locale={formattingLocaleOf(locale)} messages={clientMessages}>
          {children}
          <ViewportReporter />
          <RestoreLocaleCookie />
          <ConsentManager rejectMode={PRIVACY_SETTINGS.rejectMode} />
          <Analytics gtmId={PRIVACY_SETTINGS.gtmId} vercel={PRIVACY_SETTINGS.vercelAnalytics} />
        </IntlProvider>
      </body>
    </html>
  );
}
