import type { getTranslations } from 'next-intl/server';
import { adminDecideAction } from '@/lib/admin/actions';
import type { InboxItem } from '@/lib/admin/inbox';
import styles from './admin.module.css';
import { listingHref } from '@/lib/pages';

type T = Awaited<ReturnType<typeof getTranslations<'admin'>>>;

/** A partner application's decision: Approve and Decline while undecided, else the decision and its listing. */
export function ApplicationDecision({ application, id, back, t }: { application: NonNullable<InboxItem['application']>; id: number; back: string; t: T }) {
  if (application.decision !== 'received') {
    return (
      <p className={styles.decision} data-decision={application.decision}>
        <strong>{t(`decision.${application.decision}`)}</strong>
        {application.partnerId !== null && <a href={listingHref(application.partnerId, { edit: String(application.partnerId) })}>{t('decision.listing')}</a>}
      </p>
    );
  }
  return (
    <div className={styles.decision} data-decision="received">
      <span>{t('decision.received')}</span>
      {(['approved', 'declined'] as const).map((decision) => (
        <form key={decision} action={adminDecideAction}>
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="decision" value={decision} />
          <input type="hidden" name="back" value={back} />
          <button type="submit" className={decision === 'approved' ? 'button' : 'button button--ghost'}>
            {t(decision === 'approved' ? 'decision.approve' : 'decision.decline')}
          </button>
        </form>
      ))}
    </div>
  );
}
