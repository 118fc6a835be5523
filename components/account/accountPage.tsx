import type { ReactNode } from 'react';
import { simplePage } from '@/components/pages/simplePage';
import { publicPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import type { Shell } from '@/lib/routes';
import { AccountIntl } from './AccountIntl';

export interface AccountLinks {
  accountHref: string;
  loginHref: string;
  registerHref: string;
}

/** A static account page (`/register`, `/login`, `/account`) whose form is `body`, in both shells. */
export function accountPage(key: string, path: string, body: (links: AccountLinks, where: { locale: Locale; shell: Shell }) => ReactNode) {
  return simplePage(key, path, ({ locale, shell }) => (
    <section className="section section--tight">
      <div className="container">
        <AccountIntl locale={locale}>
          {body({
            accountHref: publicPath(locale, shell, '/account'),
            loginHref: publicPath(locale, shell, '/login'),
            registerHref: publicPath(locale, shell, '/register'),
          }, { locale, shell })}
        </AccountIntl>
      </div>
    </section>
  ));
}
