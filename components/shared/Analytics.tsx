'use client';

import { useEffect, useRef } from 'react';
import { whenIdle } from '@/lib/whenIdle';
import { useConsent } from './consent/consentStore';
import { loadTagManager, loadVercelAnalytics, stopAnalytics, tagManagerLoaded } from './consent/analyticsScripts';

interface Props {
  /** Tag manager container id (`lib/site.ts`), or null for none. */
  gtmId: string | null;
  /** Whether Vercel Web Analytics is on for this deployment. */
  vercel: boolean;
}

/**
 * Loads the analytics only after analytics consent, when the page is idle (about 1 s after
 * load), and stops them when consent is withdrawn. A tag manager that has run cannot be
 * unloaded, so withdrawing after it has loaded also reloads the page.
 */
export function Analytics({ gtmId, vercel }: Props) {
  const consent = useConsent();
  const allowed = consent?.analytics === true;
  const marketing = consent?.marketing === true;
  const started = useRef(false);

  useEffect(() => {
    if (!allowed || (!gtmId && !vercel)) return;
    return whenIdle(() => {
      started.current = true;
      if (gtmId) loadTagManager(gtmId, marketing);
      if (vercel) void loadVercelAnalytics();
    });
  }, [allowed, marketing, gtmId, vercel]);

  useEffect(() => {
    if (allowed || !started.current) return;
    started.current = false;
    const mustReload = tagManagerLoaded();
    stopAnalytics();
    if (mustReload) window.location.reload();
  }, [allowed]);

  return null;
}
