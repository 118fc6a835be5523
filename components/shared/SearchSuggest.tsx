'use client';

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { navigateTo } from './navigateTo';
import { useFetched } from './useFetched';
import styles from './SearchForm.module.css';

export interface SuggestItem {
  title: string;
  href: string;
}

export interface SearchSuggestProps {
  locale: string;
  shell: 'desktop' | 'mobile';
  name: string;
  label: string;
  /** A short hint; `label` names the field for assistive technology. */
  placeholder: string;
  listLabel: string;
  maxLength: number;
  defaultValue?: string;
}

/** Wait this long after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 200;
const MIN_CHARS = 2;

async function fetchSuggestions(url: string): Promise<SuggestItem[]> {
  const response = await fetch(url);
  if (!response.ok) return [];
  const body = (await response.json()) as { items?: SuggestItem[] };
  return Array.isArray(body.items) ? body.items : [];
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The search input as an ARIA combobox that suggests what the site search finds (products,
 * answers, pages, documents) as you type. Without
 * JavaScript it is the plain input of the GET form around it.
 */
export function SearchSuggest({ locale, shell, name, label, placeholder, listLabel, maxLength, defaultValue = '' }: SearchSuggestProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(value.trim(), SUGGEST_DEBOUNCE_MS);
  const key = query.length >= MIN_CHARS ? `/api/suggest?${new URLSearchParams({ q: query, locale, shell })}` : null;
  const data = useFetched(key, fetchSuggestions);
  const items = key && data ? data : [];
  const expanded = open && items.length > 0;

  const go = (item: SuggestItem) => {
    setOpen(false);
    setActive(-1);
    setValue('');
    navigateTo(item.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const count = items.length;
      setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && items[active]) {
      event.preventDefault();
      go(items[active]);
    }
  };

  return (
    <>
      <label className="visually-hidden" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        type="search"
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        autoComplete="off"
        className={styles.input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={listLabel} className={styles.listbox} hidden={!expanded}>
        {items.map((item, index) => (
          <li
            key={item.href}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              go(item);
            }}
            onMouseEnter={() => setActive(index)}
          >
            {item.title}
          </li>
        ))}
      </ul>
    </>
  );
}
