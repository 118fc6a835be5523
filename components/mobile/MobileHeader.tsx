import { getTranslations } from 'next-intl/server';
import { HEADER_MENU, opensCatalog } from '@/lib/menus';
import { pageHref, publicPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { LocalLink } from '@/components/shared/LocalLink';
import { Logo } from '@/components/shared/Logo';
import { AccountLinkOnDemand, LanguageSwitcherOnDemand, MobileMenuOnDemand } from '@/components/shared/onDemand/parts';
import { SearchForm } from '@/components/shared/SearchForm';
import type { MobileNavItem } from './MobileMenu';
import styles from './MobileHeader.module.css';
// Stylesheets of the parts loaded on demand (components/shared/onDemand), linked with the
// page: the parts' own imports of them arrive only with their code.
import '@/components/shared/LanguageSwitcher.module.css';
import '@/components/account/AccountLink.module.css';

export async function MobileHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations('nav');
  const common = await getTranslations('common');
  const account = await getTranslations('account');
  const items: MobileNavItem[] = HEADER_MENU.map((item) => ({
    id: item.id,
    label: item.id === 'contact' ? common('footer.merchants') : t(item.name),
    href: item.link ? publicPath(locale, 'mobile', item.link) : undefined,
    opensCatalog: opensCatalog(item.link),
    children: item.children?.map((child) => ({
      id: child.id,
      label: t(child.name),
      href: publicPath(locale, 'mobile', child.link ?? '/'),
      opensCatalog: opensCatalog(child.link),
    })),
  }));
  return (
    <header className={styles.header}>
      <LocalLink locale={locale} shell="mobile" to="/" className={styles.brand}>
        <Logo />
        <span className="visually-hidden">{t('home')}</span>
      </LocalLink>
      <AccountLinkOnDemand
        loginHref={pageHref(locale, 'mobile', '/login')}
        accountHref={pageHref(locale, 'mobile', '/account')}
        labels={{ login: account('header.login'), account: account('header.account') }}
      />
      <MobileMenuOnDemand
        items={items}
        labels={{ open: t('openMenu'), close: t('closeMenu'), menu: t('mainMenu') }}
        footer={
          <>
            <SearchForm locale={locale} shell="mobile" />
            <LanguageSwitcherOnDemand locale={locale} label={common('language')} />
          </>
        }
      />
    </header>
  );
}
