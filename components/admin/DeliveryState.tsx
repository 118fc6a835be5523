import { getTranslations } from 'next-intl/server';
import type { Delivery } from '@/lib/admin/inbox';
import { adminRetryAction } from '@/lib/admin/actions';
import styles from './admin.module.css';

/** Where a submission stands with the backend, and a retry button while it is pending. */
export async function DeliveryState({ delivery, back }: { delivery: Delivery; back: string }) {
  const t = await getTranslations({ locale: 'en-US', namespace: 'admin' });
  switch (delivery.state) {
    case 'local':
      return <span data-state="local">{t('delivery.local')}</span>;
    case 'delivered':
      return (
        <span data-state="delivered" className={styles.ok}>
          {t('delivery.delivered')}
        </span>
      );
    case 'rejected':
      return (
        <span data-state="rejected" className={styles.bad}>
          {t('delivery.rejected', { error: delivery.error ?? '' })}
        </span>
      );
    case 'pending':
      return (
        <div data-state="pending" className={styles.pending}>
          <span>
            {t('delivery.pending', { time: `${delivery.nextAttemptAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`, attempts: delivery.attempts })}
          </span>
          {delivery.error ? <small>{delivery.error}</small> : null}
          <form action={adminRetryAction}>
            <input type="hidden" name="outboxId" value={delivery.outboxId} />
            <input type="hidden" name="back" value={back} />
            <button type="submit" className="button button--ghost">
              {t('delivery.retry')}
            </button>
          </form>
        </div>
      );
  }
}
