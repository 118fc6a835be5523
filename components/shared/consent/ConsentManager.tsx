'use client';

import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { usePathname } from 'next/navigation';
import { splitPath } from '@/lib/i18n/paths';
import { ACCEPT_ALL, REJECT_ALL, type ConsentChoice } from '@/lib/consent';
import type { RejectMode } from '@/lib/site';
import type { AbstractIntlMessages } from 'next-intl';
import { onOpenConsentSettings, saveConsent, useConsent } from './consentStore';
import { ConsentBanner, type ConsentBannerText } from './ConsentBanner';

// The dialogs open on request only: their code loads then, not with every page, and so does
// next-intl's provider that gives them their messages. React.lazy rather than next/dynamic,
// whose loader adds script to every page (docs/benchmarks.md).
const IntlProvider = lazy(() => import('../IntlProvider').then((module) => ({ default: module.IntlProvider })));
const CookieSettingsDialog = lazy(() => import('./CookieSettingsDialog').then((module) => ({ default: module.CookieSettingsDialog })));
// Analytics code reaches only the browsers of visitors who allowed analytics.
const Analytics = lazy(() => import('../Analytics').then((module) => ({ default: module.Analytics })));
const RejectWarningDialog = lazy(() => import('./RejectWarningDialog').then((module) => ({ default: module.RejectWarningDialog })));

type OpenDialog = 'none' | 'settings' | 'warning';

/**
 * The banner, the settings dialog, the reject warning, and the analytics once allowed. Pages are prerendered, the same
 * HTML for everyone, so nothing of this is in that HTML: the banner appears only after the
 * browser has read the stored choice, and never for a visitor who already chose.
 */
interface Props {
  rejectMode: RejectMode;
  banner: ConsentBannerText;
  /** The `consent` messages, precompiled, for the dialogs. */
  messages: AbstractIntlMessages;
  formattingLocale: string;
  /** The deployment's analytics (lib/site.ts), or null when it has none. */
  analytics: ComponentProps<typeof Analytics> | null;
}

export function ConsentManager({ rejectMode, banner, messages, formattingLocale, analytics }: Props) {
  const consent = useConsent();
  const pathname = usePathname();
  const [open, setOpen] = useState<OpenDialog>('none');
  // Once loaded, the analytics stay, so that they can stop if the visitor withdraws consent.
  const [analyticsNeeded, setAnalyticsNeeded] = useState(false);
  if (analytics && consent?.analytics && !analyticsNeeded) setAnalyticsNeeded(true);

  useEffect(() => onOpenConsentSettings(() => setOpen('settings')), []);

  const save = (choice: ConsentChoice) => {
    saveConsent(choice);
    setOpen('none');
  };

  // SPEC "Visibility rules": the banner shows on every page but the 404 page (lib/pages.ts NOT_FOUND_PAGE).
  const showBanner = consent === null && splitPath(pathname).page !== '/404';
  return (
    <>
      {showBanner && (
        <ConsentBanner
          text={banner}
          onAccept={() => save(ACCEPT_ALL)}
          onManage={() => setOpen('settings')}
          onReject={() => (rejectMode === 'warn' ? setOpen('warning') : save(REJECT_ALL))}
        />
      )}
      {open !== 'none' && (
        <Suspense fallback={null}>
          <IntlProvider locale={formattingLocale} messages={messages}>
            {open === 'settings' && consent !== undefined && (
              <CookieSettingsDialog initial={consent ?? REJECT_ALL} onSave={save} onClose={() => setOpen('none')} rejectMode={rejectMode} />
            )}
            {open === 'warning' && <RejectWarningDialog onCancel={() => setOpen('none')} />}
          </IntlProvider>
        </Suspense>
      )}
      {analytics && analyticsNeeded && (
        <Suspense fallback={null}>
          <Analytics {...analytics} />
        </Suspense>
      )}
    </>
  );
}
