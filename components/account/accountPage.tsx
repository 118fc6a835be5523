import type { ReactNode } from 'react';
import { simplePage } from '@/components/page/simplePage';
import { pageHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import type { Shell } from '@/lib/pages';
import { ClientIntl } from '@/components/shared/ClientIntl';
import { ACCOUNT_NAMESPACES } from '@/lib/i18n/messages';

export interface AccountLinks {
  accountHref: string;
  loginHref: string;
  registerHref: string;
}

/** A static account page (`/register`, `/login`, `/account`) whose form is `body`, in both shells. */
export function accountPage(id: 'register' | 'login' | 'account', body: (links: AccountLinks, where: { locale: Locale; shell: Shell }) => ReactNode) {
  return simplePage(id, id, ({ locale, shell }) => (
    <section className="section section--tight">
      <div className="container">
        <ClientIntl locale={locale} namespaces={ACCOUNT_NAMESPACES}>
          {body({
            accountHref: pageHref(locale, shell, '/account'),
            loginHref: pageHref(locale, shell, '/login'),
            registerHref: pageHref(locale, shell, '/register'),
          }, { locale, shell })}
        </ClientIntl>
      </div>
    </section>
  ));
}
