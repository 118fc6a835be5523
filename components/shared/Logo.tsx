import { SITE } from '@/lib/site';

/** The brand mark: a switch plate with one lit touch point, and the brand name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10, direction: 'ltr' }}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="28" height="28" rx="7" fill={inverted ? '#fff' : '#0b5cad'} />
        <circle cx="16" cy="16" r="5.5" fill="none" stroke={inverted ? '#0b5cad' : '#fff'} strokeWidth="2" />
        <circle cx="16" cy="25" r="1.4" fill="#c8a25a" />
      </svg>
      <span translate="no" style={{ fontWeight: 800, letterSpacing: '0.14em', fontSize: '1.15rem' }}>{SITE.name}</span>
    </span>
  );
}
