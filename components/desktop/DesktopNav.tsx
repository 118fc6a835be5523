'use client';

import { catalogPreloadProps } from '@/components/shared/pdf/catalogPreload';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { splitPath } from '@/lib/i18n/paths';
import styles from './DesktopNav.module.css';

/** Delays of SPEC section 2: after the pointer leaves the item, and after it leaves the submenu. */
export const CLOSE_AFTER_ITEM_MS = 300;
export const CLOSE_AFTER_SUBMENU_MS = 200;

export interface NavChild {
  id: string;
  label: string;
  href: string;
  /** It leads to the catalog: pointing at it preloads the PDF viewer. */
  opensCatalog?: boolean;
  description: string;
  preview: ReactNode;
}

export interface NavItem {
  id: string;
  label: string;
  href?: string;
  opensCatalog?: boolean;
  children?: readonly NavChild[];
}

/**
 * `sections` maps each page path's first segment to the item it belongs to (lib/pages.ts),
 * so that the item of the page shown is marked without the page list in the browser.
 */
export interface DesktopNavProps {
  items: readonly NavItem[];
  label: string;
  sections: Readonly<Record<string, string>>;
}

export function DesktopNav({ items, label, sections }: DesktopNavProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Leave events run from the submenu outwards, so the item learns where the pointer left from.
  const leftFromSubmenu = useRef(false);
  // Focus given back to a trigger after Escape must not reopen its submenu.
  const returningFocus = useRef(false);
  const pathname = usePathname();
  const active = sections[splitPath(pathname).page.split('/')[1] ?? ''];

  const cancelClose = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const closeLater = (ms: number) => {
    cancelClose();
    timer.current = setTimeout(() => setOpenId(null), ms);
  };
  const open = (id: string) => {
    cancelClose();
    setOpenId(id);
  };

  useEffect(() => () => cancelClose(), []);
  // A navigation closes any open submenu (state adjusted while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenId(null);
  }

  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.menu}>
        {items.map((item) => {
          const isActive = item.id === active;
          if (!item.children) {
            return (
              <li key={item.id} className={styles.item}>
                <a href={item.href ?? '/'} {...catalogPreloadProps(item.opensCatalog)} className={styles.top} aria-current={isActive ? 'page' : undefined} data-active={isActive || undefined}>
                  {item.label}
                </a>
              </li>
            );
          }
          const isOpen = openId === item.id;
          const panelId = `submenu-${item.id}`;
          return (
            <li
              key={item.id}
              className={styles.item}
              onPointerEnter={() => open(item.id)}
              onPointerLeave={() => {
                closeLater(leftFromSubmenu.current ? CLOSE_AFTER_SUBMENU_MS : CLOSE_AFTER_ITEM_MS);
                leftFromSubmenu.current = false;
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && isOpen) {
                  event.stopPropagation();
                  setOpenId(null);
                  returningFocus.current = true;
                  (event.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
                  returningFocus.current = false;
                }
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
              }}
            >
              <button
                type="button"
                className={styles.top}
                aria-expanded={isOpen}
                aria-controls={panelId}
                data-active={isActive || undefined}
                onPointerEnter={() => {
                  leftFromSubmenu.current = false;
                }}
                onFocus={() => {
                  if (!returningFocus.current) open(item.id);
                }}
                onClick={(event) => {
                  // A pointer has already opened the submenu on hover: its click keeps it open.
                  // Enter and Space (a click of detail 0) toggle it.
                  if (isOpen && event.detail === 0) setOpenId(null);
                  else open(item.id);
                }}
              >
                {item.label}
                <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false" className={styles.chevron}>
                  <path d="M2 4.5 6 8l4-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                </svg>
              </button>
              <div
                id={panelId}
                className={styles.panel}
                hidden={!isOpen}
                onPointerEnter={() => {
                  leftFromSubmenu.current = false;
                  cancelClose();
                }}
                onPointerLeave={() => {
                  leftFromSubmenu.current = true;
                }}
              >
                <ul className={styles.children}>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <a href={child.href} {...catalogPreloadProps(child.opensCatalog)} className={styles.child}>
                        <span className={styles.preview}>{child.preview}</span>
                        <span className={styles.childText}>
                          <span className={styles.childLabel}>{child.label}</span>
                          <span className={styles.childDescription}>{child.description}</span>
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
