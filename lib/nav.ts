import type { FamilyId, ModuleType } from './content/types';

/** A menu entry (SPEC section 3 "Menu item"); names are message keys under `nav.`. */
export interface MenuItem {
  id: string;
  name: string;
  /** Page path inside a shell. */
  link?: string;
  /** What the submenu preview draws. */
  preview?: { family?: FamilyId; module?: ModuleType; kind: 'panel' | 'module' | 'app' | 'catalog' };
  children?: readonly MenuItem[];
}

/** The desktop header menu, exactly as SPEC section 2 lists it. */
export const MAIN_MENU: readonly MenuItem[] = [
  {
    id: 'products',
    name: 'productSeries',
    children: [
      { id: 'function', name: 'functionModules', link: '/function/electronic_types', preview: { kind: 'module', module: 'electronic_types' } },
      { id: 'panel-0', name: 'europeanPanels', link: '/panel/0', preview: { kind: 'panel', family: '0' } },
      { id: 'panel-1', name: 'britishPanels', link: '/panel/1', preview: { kind: 'panel', family: '1' } },
      { id: 'panel-2', name: 'americanPanels', link: '/panel/2', preview: { kind: 'panel', family: '2' } },
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

/** The menu item a page belongs to, so the header can mark it active. */
export function activeMenuId(page: string): string | undefined {
  if (page.startsWith('/function') || page.startsWith('/panel') || page.startsWith('/products')) return 'products';
  if (page === '/download' || page === '/photo' || page.startsWith('/support') || page === '/installation' || page.startsWith('/finder')) return 'support';
  if (page === '/story' || page === '/company') return 'about';
  if (page === '/contact') return 'contact';
  return undefined;
}
