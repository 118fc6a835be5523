import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { Shell } from '@/lib/routes';
import { LocalLink } from './LocalLink';
import { CookieSettingsButton } from './consent/CookieSettingsButton';

/** The link columns both footers share; the mobile footer adds the SPEC's own links. */
export async function FooterLinks({ locale, shell, className }: { locale: Locale; shell: Shell; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'common.footer' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const consent = await getTranslations({ locale, namespace: 'consent.footer' });
  const columns: { title: string; links: { to: string; label: string }[]; withCookieSettings?: boolean }[] = [
    {
      title: t('products'),
      links: [
        { to: '/function/electronic_types', label: nav('functionModules') },
        { to: '/panel/0', label: nav('europeanPanels') },
        { to: '/panel/1', label: nav('britishPanels') },
        { to: '/panel/2', label: nav('americanPanels') },
      ],
    },
    {
      title: t('support'),
      links: [
        { to: '/support', label: t('helpCenter') },
        { to: '/support/product', label: t('productSupport') },
        { to: '/installation', label: t('installation') },
        { to: '/finder/curtainvideo', label: t('tutorials') },
        { to: '/download', label: nav('appDownload') },
        { to: '/photo', label: nav('catalog') },
        { to: '/support/feedback', label: t('feedback') },
      ],
    },
    {
      title: t('company'),
      links: [
        { to: '/story', label: t('brandStory') },
        { to: '/company', label: t('companyProfile') },
        { to: '/contact', label: shell === 'mobile' ? t('merchants') : nav('contactUs') },
        { to: '/privacy', label: t('privacy') },
      ],
      withCookieSettings: true,
    },
  ];
  return (
    <div className={className}>
      {columns.map((column) => (
        <nav key={column.title} aria-label={column.title}>
          <h2>{column.title}</h2>
          <ul>
            {column.links.map((link) => (
              <li key={link.to}>
                <LocalLink locale={locale} shell={shell} to={link.to}>
                  {link.label}
                </LocalLink>
              </li>
            ))}
            {column.withCookieSettings && (
              <li>
                <CookieSettingsButton label={consent('settings')} block={shell === 'mobile'} />
              </li>
            )}
          </ul>
        </nav>
      ))}
    </div>
  );
}
