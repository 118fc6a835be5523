'use client';

import { useEffect, useState } from 'react';
import { CONDENSING_HEADER } from './condensingHeader';
import styles from './Header.module.css';

/** Scroll distance after which the header condenses and "back to top" appears (SPEC section 9). */
export const SCROLL_THRESHOLD = 100;


export interface BackToTopProps {
  label: string;
}

/** "Back to top", shown past the threshold, which also condenses the header above it. */
export function BackToTop({ label }: BackToTopProps) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const header = document.querySelector(`[${CONDENSING_HEADER}]`);
    const update = () => {
      const past = window.scrollY > SCROLL_THRESHOLD;
      setScrolled(past);
      if (past) header?.setAttribute('data-condensed', 'true');
      else header?.removeAttribute('data-condensed');
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
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
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
