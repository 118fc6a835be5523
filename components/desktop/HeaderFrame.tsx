'use client';

import { useEffect, useState, type ReactNode } from 'react';
import styles from './Header.module.css';

/** Scroll distance after which the header condenses and "back to top" appears (SPEC section 9). */
export const SCROLL_THRESHOLD = 100;

export function HeaderFrame({ children, backToTopLabel }: { children: ReactNode; backToTopLabel: string }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <>
      <header className={styles.header} data-condensed={scrolled || undefined}>
        {children}
      </header>
      <button
        type="button"
        className={styles.backToTop}
        hidden={!scrolled}
        onClick={() => {
          const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
          document.getElementById('main')?.focus({ preventScroll: true });
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 14l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{backToTopLabel}</span>
      </button>
    </>
  );
}
