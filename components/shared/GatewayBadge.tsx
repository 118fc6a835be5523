import { getTranslations } from 'next-intl/server';
import type { Gateway } from '@/lib/content';
import styles from './GatewayBadge.module.css';

/** Whether a product needs a gateway: shown on every card and device page. */
export async function GatewayBadge({ gateway, compact = false }: { gateway: Gateway; compact?: boolean }) {
  const t = await getTranslations('content.gateway');
  return (
    <span className={`${styles.badge} ${gateway === 'required' ? styles.required : styles.free}`} data-gateway={gateway}>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        {gateway === 'required' ? (
          <path d="M3 9a7 7 0 0 1 10 0M5.5 11.5a3.5 3.5 0 0 1 5 0M8 14h.01" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        ) : (
          <path d="m3.5 8.5 3 3 6-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        )}
      </svg>
      {t(gateway)}
      {!compact && <span className="visually-hidden">: {t(gateway === 'required' ? 'requiredHelp' : 'notRequiredHelp')}</span>}
    </span>
  );
}
