import { FAMILY, type FamilyId, type ModuleType } from './content/types';
import type { MessageKey, NavKey, NavPreviewKey } from './i18n/keys';
import { PAGES, type MenuSection, type PagePath } from './pages';

/** A submenu entry: its name (under `nav.`) is also its preview's text (under `nav.previews.`). */
export interface MenuChild {
  id: string;
  name: NavKey & NavPreviewKey;
  link: PagePath;
  /** What the submenu preview draws. */
  preview?: { family?: FamilyId; module?: ModuleType; kind: 'panel' | 'module' | 'app' | 'catalog' | 'finder' };
}

/** A header menu entry (SPEC section 3 "Menu item"); names are message keys under `nav.`. */
export interface MenuItem {
  id: MenuSection;
  name: NavKey;
  link?: PagePath;
  children?: readonly MenuChild[];
}

/** The header menu, exactly as SPEC section 2 lists it; a top item's id is its section of lib/pages.ts. */
export const HEADER_MENU: readonly MenuItem[] = [
  {
    id: 'products',
    name: 'productSeries',
    children: [
      { id: 'function', name: 'functionModules', link: '/function/electronic_types', preview: { kind: 'module', module: 'electronic_types' } },
      { id: 'panel-0', name: 'europeanPanels', link: '/panel/0', preview: { kind: 'panel', family: FAMILY.european } },
      { id: 'panel-1', name: 'britishPanels', link: '/panel/1', preview: { kind: 'panel', family: FAMILY.british } },
      { id: 'panel-2', name: 'americanPanels', link: '/panel/2', preview: { kind: 'panel', family: FAMILY.american } },
      { id: 'finder', name: 'productFinder', link: '/products', preview: { kind: 'finder' } },
    ],
  },
  {
    id: 'support',
    name: 'technicalSupport',
    children: [
      { id: 'download', name: 'appDownload', link: '/download', preview: { kind: 'app' } },
      { id: 'catalog', name: 'catalog', link: '/photo', preview: { kind: 'catalog' } },
    ],
  },
  { id: 'about', name: 'about', link: '/story' },
  { id: 'contact', name: 'contactUs', link: '/contact' },
];

/** Whether a menu link leads to the catalog, the page with the PDF viewer. */
export function opensCatalog(link: string | undefined): boolean {
  return link === PAGES.catalog.path;
}

export interface FooterLink {
  to: PagePath;
  /** Message key of the link's text; `mobileLabel` where the mobile footer says it otherwise. */
  label: MessageKey;
  mobileLabel?: MessageKey;
}

export interface FooterColumn {
  /** Message key of the column's heading. */
  title: MessageKey;
  links: readonly FooterLink[];
  /** The column that also holds the cookie settings button. */
  cookieSettings?: true;
}

/** The link columns both footers share. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'common.footer.products',
    links: [
      { to: '/function/electronic_types', label: 'nav.functionModules' },
      { to: '/panel/0', label: 'nav.europeanPanels' },
      { to: '/panel/1', label: 'nav.britishPanels' },
      { to: '/panel/2', label: 'nav.americanPanels' },
      { to: '/products', label: 'nav.productFinder' },
    ],
  },
  {
    title: 'common.footer.support',
    links: [
      { to: '/support', label: 'common.footer.helpCenter' },
      { to: '/support/product', label: 'common.footer.productSupport' },
      { to: '/installation', label: 'common.footer.installation' },
      { to: '/integrations', label: 'pages.integrations.title' },
      { to: '/support/firmware', label: 'pages.firmware.title' },
      { to: '/support/warranty', label: 'pages.warranty.title' },
      { to: '/finder/curtainvideo', label: 'common.footer.tutorials' },
      { to: '/download', label: 'nav.appDownload' },
      { to: '/photo', label: 'nav.catalog' },
      { to: '/support/feedback', label: 'common.footer.feedback' },
    ],
  },
  {
    title: 'common.footer.company',
    links: [
      { to: '/story', label: 'common.footer.brandStory' },
      { to: '/company', label: 'common.footer.companyProfile' },
      { to: '/contact', label: 'nav.contactUs', mobileLabel: 'common.footer.merchants' },
      { to: '/where-to-buy', label: 'nav.whereToBuy' },
      { to: '/privacy', label: 'common.footer.privacy' },
    ],
    cookieSettings: true,
  },
];
