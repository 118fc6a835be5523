import type { MenuChild } from '@/lib/menus';
import { ProductRender } from './ProductRender';

/** The small picture shown beside a submenu entry. */
export function MenuPreview({ preview }: { preview: NonNullable<MenuChild['preview']> }) {
  switch (preview.kind) {
    case 'panel':
      return <ProductRender face={{ kind: 'touch', gangs: 2 }} finish="pearl-white" family={preview.family} />;
    case 'module':
      return <ProductRender face={{ kind: 'proximity' }} finish="graphite-black" family="0" />;
    case 'app':
      return (
        <svg viewBox="0 0 40 56" width="40" height="56" aria-hidden="true" focusable="false">
          <rect x="2" y="2" width="36" height="52" rx="7" fill="#15181c" />
          <rect x="5" y="8" width="30" height="40" rx="2" fill="#0b5cad" />
          <circle cx="20" cy="24" r="7" fill="none" stroke="#fff" strokeWidth="2" />
          <rect x="10" y="37" width="20" height="4" rx="2" fill="#fff" opacity="0.7" />
        </svg>
      );
    case 'finder':
      return (
        <svg viewBox="0 0 44 56" width="44" height="56" aria-hidden="true" focusable="false">
          <rect x="2" y="6" width="40" height="44" rx="4" fill="#fff" stroke="#c4c9cf" />
          <path d="M10 16h24l-9 11v10l-6 3V27z" fill="#0b5cad" />
        </svg>
      );
    case 'catalog':
      return (
        <svg viewBox="0 0 44 56" width="44" height="56" aria-hidden="true" focusable="false">
          <rect x="6" y="2" width="36" height="50" rx="3" fill="#dfe2e6" />
          <rect x="2" y="5" width="36" height="50" rx="3" fill="#fff" stroke="#c4c9cf" />
          <rect x="8" y="12" width="24" height="16" rx="2" fill="#0b5cad" />
          <rect x="8" y="33" width="24" height="3" rx="1.5" fill="#9aa0a6" />
          <rect x="8" y="40" width="16" height="3" rx="1.5" fill="#9aa0a6" />
        </svg>
      );
  }
}
