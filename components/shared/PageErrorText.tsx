'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The strings of the page error view (`forms.pageError`), resolved on the server by the root layout. */
export interface PageErrorStrings {
  title: string;
  text: string;
  retry: string;
}

const PageErrorContext = createContext<PageErrorStrings>({ title: 'Something went wrong', text: '', retry: 'Try again' });

/** Gives app/[locale]/error.tsx its strings without a message formatter in every page's script. */
export function PageErrorText({ strings, children }: { strings: PageErrorStrings; children: ReactNode }) {
  return <PageErrorContext value={strings}>{children}</PageErrorContext>;
}

/**
 * Shown in place of a page (inside the site's shell) when rendering it fails in the browser:
 * a translated explanation and a way to try again, never the framework's bare error page.
 * Forms do not end up here: their actions answer every failure with a message of their own
 * and keep what was typed (components/shared/forms/useFormAction.ts). It is app/[locale]/error.tsx,
 * kept in this module so that it costs no script file of its own.
 */
export function PageError({ reset }: { error: Error; reset: () => void }) {
  const text = useContext(PageErrorContext);
  return (
    <main id="main" tabIndex={-1} className="container section" role="alert">
      <h1>{text.title}</h1>
      <p>{text.text}</p>
      <button type="button" className="button" onClick={reset}>
        {text.retry}
      </button>
    </main>
  );
}
