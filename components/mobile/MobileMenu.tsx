'use client';

import { catalogPreloadProps } from '@/components/shared/pdf/catalogPreload';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import styles from './MobileHeader.module.css';

export interface MobileNavItem {
  id: string;
  label: string;
  href?: string;
  /** It leads to the catalog: touching it preloads the PDF viewer. */
  opensCatalog?: boolean;
  children?: readonly { id: string; label: string; href: string; opensCatalog?: boolean }[];
}

export interface MobileMenuProps {
  items: readonly MobileNavItem[];
  labels: { open: string; close: string; menu: string };
  /** Rendered at the foot of the open menu (language switcher, search). */
  footer: ReactNode;
}

/** The hamburger menu of the mobile shell: opens and closes, each submenu toggles. */
export function MobileMenu({ items, labels, footer }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const pathname = usePathname();
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // A navigation closes the menu (state adjusted while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
    setExpanded(null);
  }

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return (
    <div
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
      onBlur={(event) => {
        // Focus moving out of the menu (Tab past its end) closes it: nothing focused hides under it.
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        <span className="visually-hidden">{open ? labels.close : labels.open}</span>
      </button>
      {/* Rendered only while open: the page loads without the menu's links, search box and
          language switcher to parse and hydrate. The button needs script in any case. */}
      {open && (
        <div id={panelId} className={styles.panel}>
          <nav aria-label={labels.menu}>
            <ul className={styles.list}>
              {items.map((item) => {
                if (!item.children) {
                  return (
                    <li key={item.id}>
                      <a href={item.href ?? '/'} {...catalogPreloadProps(item.opensCatalog)} className={styles.row}>
                        {item.label}
                      </a>
                    </li>
                  );
                }
                const isExpanded = expanded === item.id;
                const subId = `${panelId}-${item.id}`;
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      className={styles.row}
                      aria-expanded={isExpanded}
                      aria-controls={subId}
                      onClick={() => setExpanded(isExpanded ? null : item.id)}
                    >
                      {item.label}
                      <svg viewBox="0 0 12 12" width="14" height="14" aria-hidden="true" focusable="false" className={styles.chevron}>
                        <path d="M2 4.5 6 8l4-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                      </svg>
                    </button>
                    <ul id={subId} className={styles.sublist} hidden={!isExpanded}>
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <a href={child.href} {...catalogPreloadProps(child.opensCatalog)} className={styles.subrow}>
                            {child.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={styles.panelFooter}>{footer}</div>
        </div>
      )}
    </div>
  );
}
