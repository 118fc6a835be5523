'use client';

import { useTranslations } from 'next-intl';

/**
 * Shown in place of a page (inside the site's shell) when rendering it fails in the browser:
 * a translated explanation and a way to try again, never the framework's bare error page.
 * Forms do not end up here: their actions answer every failure with a message of their own
 * and keep what was typed (components/shared/forms/useFormAction.ts).
 */
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('forms.pageError');
  return (
    <main id="main" tabIndex={-1} className="container section" role="alert">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <button type="button" className="button" onClick={reset}>
        {t('retry')}
      </button>
    </main>
  );
}
