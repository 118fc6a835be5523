import type { getTranslations } from 'next-intl/server';
import { adminCaseAction } from '@/lib/admin/actions';
import { MAX_ANSWER } from '@/lib/admin/cases';
import type { InboxItem } from '@/lib/admin/inbox';
import { CASE_STATES } from '@/lib/admin/caseStates';
import styles from './admin.module.css';

type T = Awaited<ReturnType<typeof getTranslations<'admin'>>>;

/** A support case's state and answer, which the visitor reads in their account; one plain form. */
export function SupportCase({ supportCase, id, back, t }: { supportCase: NonNullable<InboxItem['supportCase']>; id: number; back: string; t: T }) {
  return (
    <form action={adminCaseAction} className={styles.case} data-case-state={supportCase.state}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="back" value={back} />
      <label>
        {t('case.state')}
        <select name="state" defaultValue={supportCase.state} className={styles.input}>
          {CASE_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`case.states.${state}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('case.answer')}
        <textarea name="answer" defaultValue={supportCase.answer} maxLength={MAX_ANSWER} rows={4} className={styles.input} />
      </label>
      {supportCase.answeredAt ? <p className={styles.muted}>{t('case.answeredAt', { date: supportCase.answeredAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' })}</p> : null}
      <button type="submit" className="button">
        {t('case.save')}
      </button>
    </form>
  );
}
