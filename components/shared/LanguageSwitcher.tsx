'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { usePathname } from 'next/navigation';
import { LOCALES, htmlLangOf, localNameOf, typesettingOf, type Locale } from '@/lib/i18n/locales';
import { storeLocaleChoice } from '@/lib/i18n/localeChoice';
import { publicPath, splitPath } from '@/lib/i18n/paths';
import styles from './LanguageSwitcher.module.css';

/** Arrow keys, Home and End move focus through the open list (Tab still works too). */
function moveThroughList(event: KeyboardEvent<HTMLUListElement>): void {
  const links = [...event.currentTarget.querySelectorAll('a')];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  const target = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1 }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  links[Math.min(Math.max(target, 0), links.length - 1)]?.focus();
}

export interface LanguageSwitcherProps {
  locale: Locale;
  label: string;
  /** Where the list opens: below (header) or above (footer). */
  placement?: 'down' | 'up';
}

export function LanguageSwitcher({ locale, label, placement = 'down' }: LanguageSwitcherProps) {
  const [open, setOpen] = useState(false);
  // Query and fragment of the current URL, read when the list opens (reading them during
  // render would make every static page opt out of prerendering), so `/search?q=…` stays
  // `/de-DE/search?q=…`.
  const [rest, setRest] = useState('');
  const rememberQuery = () => setRest(window.location.search + window.location.hash);
  const pathname = usePathname();
  const { shell, page } = splitPath(pathname);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // Opened with ArrowDown: focus goes to the current language once the list is shown.
  const focusCurrent = useRef(false);
  const focusCurrentLanguage = () => list.current?.querySelector<HTMLAnchorElement>('a[aria-current]')?.focus();

  useEffect(() => {
    if (!open || !focusCurrent.current) return;
    focusCurrent.current = false;
    focusCurrentLanguage();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      ref={root}
      className={styles.switcher}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          // Only the innermost popup closes (the mobile menu around it stays open).
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          rememberQuery();
          setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          if (open) {
            focusCurrentLanguage();
          } else {
            rememberQuery();
            focusCurrent.current = true;
            setOpen(true);
          }
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path fill="none" stroke="currentColor" strokeWidth="1.6" d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9c-2.5-2.4-3.8-5.4-3.8-9S9.5 5.4 12 3Z" />
        </svg>
        <span className="visually-hidden">{label}: </span>
        <span lang={htmlLangOf(locale)} {...typesettingOf(locale)}>
          {localNameOf(locale)}
        </span>
      </button>
      {/* Rendered only while open: 34 links less for every page to parse and hydrate, twice over
          where header and footer each have a switcher. It needs script to open in any case. */}
      {open && (
        <ul ref={list} id={listId} onKeyDown={moveThroughList} className={`${styles.list} ${placement === 'up' ? styles.up : ''}`} aria-label={label}>
          {LOCALES.map((other) => (
            <li key={other}>
              <a
                href={publicPath(other, shell, page) + rest}
                hrefLang={htmlLangOf(other)}
                lang={htmlLangOf(other)}
                {...typesettingOf(other)}
                aria-current={other === locale ? 'true' : undefined}
                onClick={() => storeLocaleChoice(other)}
              >
                {localNameOf(other)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
