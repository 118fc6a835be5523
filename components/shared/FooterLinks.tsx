import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { Shell } from '@/lib/pages';
import { FOOTER_COLUMNS } from '@/lib/menus';
import { LocalLink } from './LocalLink';
import { WordBreaks } from './WordBreaks';
import { CookieSettingsButton } from './consent/CookieSettingsButton';

/** The link columns both footers share (lib/menus.ts); the mobile footer adds the SPEC's own links. */
export async function FooterLinks({ locale, shell, className }: { locale: Locale; shell: Shell; className?: string }) {
  const t = await getTranslations();
  return (
    <div className={className}>
      {FOOTER_COLUMNS.map((column) => (
        <nav key={column.title} aria-label={t(column.title)}>
          <h2>{t(column.title)}</h2>
          <ul>
            {column.links.map((link) => (
              <li key={link.to}>
                <LocalLink locale={locale} shell={shell} to={link.to}>
                  <WordBreaks text={t(shell === 'mobile' && link.mobileLabel ? link.mobileLabel : link.label)} locale={locale} />
                </LocalLink>
              </li>
            ))}
            {column.cookieSettings && (
              <li>
                <CookieSettingsButton label={t('consent.footer.settings')} block={shell === 'mobile'} />
              </li>
            )}
          </ul>
        </nav>
      ))}
    </div>
  );
}
