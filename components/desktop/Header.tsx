import { getTranslations } from 'next-intl/server';
import { HEADER_MENU, opensCatalog } from '@/lib/menus';
import { sectionsByFirstSegment } from '@/lib/pages';
import { publicPath } from '@/lib/i18n/paths';
import { formattingLocaleOf, type Locale } from '@/lib/i18n/locales';
import { familyById, type FamilyId } from '@/lib/content';
import { familySizes } from '@/lib/content/facts';
import { LocalLink } from '@/components/shared/LocalLink';
import { Logo } from '@/components/shared/Logo';
import { BackToTopOnDemand, DesktopNavOnDemand, LanguageSwitcherOnDemand } from '@/components/shared/onDemand/parts';
import { MenuPreview } from '@/components/shared/MenuPreview';
import { SearchForm } from '@/components/shared/SearchForm';
import type { NavItem } from './DesktopNav';
import { CONDENSING_HEADER } from './condensingHeader';
import styles from './Header.module.css';
// Stylesheets of the parts loaded on demand (components/shared/onDemand), linked with the
// page: the parts' own imports of them arrive only with their code.
import '@/components/desktop/DesktopNav.module.css';
import '@/components/shared/LanguageSwitcher.module.css';

export async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations('nav');
  const common = await getTranslations('common');
  const content = await getTranslations('content');
  // A panel family's preview names its plate size, from the family's data.
  const platesOf = (id: FamilyId | undefined): Record<string, string> => {
    const family = id === undefined ? undefined : familyById(id);
    return family ? { plate: familySizes(family, formattingLocaleOf(locale), content).plate } : {};
  };
  const items: NavItem[] = HEADER_MENU.map((item) => ({
    id: item.id,
    label: t(item.name),
    href: item.link ? publicPath(locale, 'desktop', item.link) : undefined,
    opensCatalog: opensCatalog(item.link),
    children: item.children?.map((child) => ({
      id: child.id,
      label: t(child.name),
      href: publicPath(locale, 'desktop', child.link ?? '/'),
      opensCatalog: opensCatalog(child.link),
      description: t(`previews.${child.name}`, platesOf(child.preview?.family)),
      preview: child.preview ? <MenuPreview preview={child.preview} /> : null,
    })),
  }));
  return (
    <>
      <header className={styles.header} {...{ [CONDENSING_HEADER]: '' }}>
      <div className={`container ${styles.bar}`}>
        <LocalLink locale={locale} shell="desktop" to="/" className={styles.brand}>
          <Logo />
          <span className="visually-hidden">{t('home')}</span>
        </LocalLink>
        <DesktopNavOnDemand items={items} label={t('mainMenu')} sections={sectionsByFirstSegment()} />
        <div className={styles.tools}>
          <SearchForm locale={locale} shell="desktop" />
          <LanguageSwitcherOnDemand locale={locale} label={common('language')} />
        </div>
      </div>
      </header>
      <BackToTopOnDemand label={common('backToTop')} />
    </>
  );
}
