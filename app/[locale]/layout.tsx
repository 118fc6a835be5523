import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { directionOf, formattingLocaleOf, htmlLangOf, typesettingOf, isLocale, localeOrDefault, prerenderedLocales } from '@/lib/i18n/locales';
import { clientMessagesFor } from '@/lib/i18n/messages';
import { PageErrorText } from '@/components/shared/PageErrorText';
import { DeviceAndLanguageSync } from '@/components/shared/DeviceAndLanguageSync';
import { PRIVACY_SETTINGS, SITE } from '@/lib/site';
import { ConsentManager } from '@/components/shared/consent/ConsentManager';
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
  const consentMessages = await clientMessagesFor(locale, ['consent']);
  const t = await getTranslations('common');
  const banner = await getTranslations('consent.banner');
  const pageError = await getTranslations('forms.pageError');
  return (
    <html lang={htmlLangOf(locale)} dir={directionOf(locale)} {...typesettingOf(locale)}>
      <body>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <PageErrorText strings={{ title: pageError('title'), text: pageError('text'), retry: pageError('retry') }}>
          {children}
          <DeviceAndLanguageSync />
          <ConsentManager
            rejectMode={PRIVACY_SETTINGS.rejectMode}
            banner={{ title: banner('title'), text: banner('text'), accept: banner('accept'), reject: banner('reject'), manage: banner('manage') }}
            messages={consentMessages}
            formattingLocale={formattingLocaleOf(locale)}
            analytics={PRIVACY_SETTINGS.gtmId || PRIVACY_SETTINGS.vercelAnalytics ? { gtmId: PRIVACY_SETTINGS.gtmId, vercel: PRIVACY_SETTINGS.vercelAnalytics } : null}
          />
        </PageErrorText>
      </body>
    </html>
  );
}
