'use client';

import useSWR from 'swr';
import { useFormatter, useTranslations } from 'next-intl';
import type { MySubmission } from '@/lib/submissions/mine';
import styles from './account.module.css';

const URL = '/api/account/submissions';

async function fetchSubmissions(url: string): Promise<MySubmission[]> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(String(response.status));
  return ((await response.json()) as { submissions: MySubmission[] }).submissions;
}

/** The signed-in visitor's partner applications and support cases: reference, date, where each stands and the company's answer. */
export function MySubmissions() {
  const t = useTranslations('account.submissions');
  const format = useFormatter();
  const { data, error } = useSWR(URL, fetchSubmissions, { revalidateOnFocus: true });
  return (
    <section className={styles.form} aria-labelledby="account-submissions">
      <h2 id="account-submissions">{t('title')}</h2>
      {error ? (
        <p>{t('unavailable')}</p>
      ) : !data ? (
        <p className="muted">{t('loading')}</p>
      ) : data.length === 0 ? (
        <p className="muted">{t('none')}</p>
      ) : (
        <ul className={styles.submissions}>
          {data.map((item) => (
            <li key={item.reference} data-reference={item.reference}>
              <strong className="unbroken">{item.reference}</strong>
              <span>{t(`kinds.${item.kind}`)}</span>
              <span className="muted">{format.dateTime(new Date(item.sentAt), { dateStyle: 'medium' })}</span>
              <span data-state={item.state}>{t(`states.${item.state}`)}</span>
              {item.answer ? (
                <div className={styles.answer} data-answer>
                  <p className="muted">{t('answer', { date: format.dateTime(new Date(item.answer.at), { dateStyle: 'medium' }) })}</p>
                  <p>{item.answer.text}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
