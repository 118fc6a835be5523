'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { splitPath } from '@/lib/i18n/paths';
import { ACCEPT_ALL, REJECT_ALL, type ConsentChoice } from '@/lib/consent';
import type { RejectMode } from '@/lib/site';
import { onOpenConsentSettings, saveConsent, useConsent } from './consentStore';
import { ConsentBanner } from './ConsentBanner';

// The dialogs open on request only: their code loads then, not with every page.
const CookieSettingsDialog = dynamic(() => import('./CookieSettingsDialog').then((module) => module.CookieSettingsDialog), { ssr: false });
const RejectWarningDialog = dynamic(() => import('./RejectWarningDialog').then((module) => module.RejectWarningDialog), { ssr: false });

type OpenDialog = 'none' | 'settings' | 'warning';

/**
 * The banner, the settings dialog and the reject warning. Pages are prerendered, the same
 * HTML for everyone, so nothing of this is in that HTML: the banner appears only after the
 * browser has read the stored choice, and never for a visitor who already chose.
 */
export function ConsentManager({ rejectMode }: { rejectMode: RejectMode }) {
  const consent = useConsent();
  const pathname = usePathname();
  const [open, setOpen] = useState<OpenDialog>('none');

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
          onAccept={() => save(ACCEPT_ALL)}
          onManage={() => setOpen('settings')}
          onReject={() => (rejectMode === 'warn' ? setOpen('warning') : save(REJECT_ALL))}
        />
      )}
      {open === 'settings' && consent !== undefined && (
        <CookieSettingsDialog initial={consent ?? REJECT_ALL} onSave={save} onClose={() => setOpen('none')} rejectMode={rejectMode} />
      )}
      {open === 'warning' && <RejectWarningDialog onCancel={() => setOpen('none')} />}
    </>
  );
}
