import { getTranslations } from 'next-intl/server';
import { INBOX_KINDS, type InboxFilter, type InboxItem } from '@/lib/admin/inbox';
import { CASE_KINDS, type CaseKind } from '@/lib/forms/fields';
import { DeliveryState } from './DeliveryState';
import { ApplicationDecision } from './ApplicationDecision';
import { SupportCase } from './SupportCase';
import { AdminNav } from './AdminNav';
import styles from './admin.module.css';
import { ADMIN_PAGES } from '@/lib/pages';

type T = Awaited<ReturnType<typeof getTranslations<'admin'>>>;

/** The query string of a filter, with `overrides` applied. */
function filterQuery(filter: InboxFilter, overrides: Partial<InboxFilter> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filter, ...overrides })) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Values stored as codes, in the inbox's words. */
function shownValue(name: string, value: string, t: T): string {
  if (name === 'listing') return t(value === 'yes' ? 'decision.yes' : 'decision.no');
  if (name === 'decision' && (value === 'received' || value === 'approved' || value === 'declined')) return t(`decision.${value}`);
  if (name === 'caseKind' && (CASE_KINDS as readonly string[]).includes(value)) return t(`caseKinds.${value as CaseKind}`);
  return value;
}

function Item({ item, t, back }: { item: InboxItem; t: T; back: string }) {
  return (
    <tr id={`${item.kind}-${item.id}`} data-kind={item.kind} data-id={item.id}>
      <td>
        <time dateTime={item.createdAt.toISOString()}>{item.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time>
      </td>
      <td>{t(`kinds.${item.kind}`)}</td>
      <td>
        <dl className={styles.fields}>
          {item.fields.map(([name, value]) => (
              <div key={name}>
                <dt>{t(`fields.${name}`)}</dt>
                <dd>{value === '' && name === 'email' && item.kind === 'feedback' ? <em>{t('fields.anonymised')}</em> : shownValue(name, value, t) || '–'}</dd>
              </div>
            ))}
          <div>
            <dt>{t('fields.locale')}</dt>
            <dd>{item.locale}</dd>
          </div>
        </dl>
        {item.attachments.length > 0 ? (
          <ul className={styles.attachments} aria-label={t('fields.attachments')}>
            {item.attachments.map((file) => {
              const href = `${ADMIN_PAGES.attachments}/${file.id}`;
              return (
                <li key={file.id}>
                  <a href={href} target="_blank" rel="noopener">
                    {/* eslint-disable-next-line @next/next/no-img-element -- private, already re-encoded pictures */}
                    <img src={href} alt="" width={96} height={72} loading="lazy" />
                    <span>{file.purpose === 'proof' ? `${t('fields.proof')}: ${file.fileName}` : file.fileName}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        ) : null}
      </td>
      <td>
        <DeliveryState delivery={item.delivery} back={back} />
        {item.application && <ApplicationDecision application={item.application} id={item.id} back={back} t={t} />}
        {item.supportCase && <SupportCase supportCase={item.supportCase} id={item.id} back={back} t={t} />}
      </td>
    </tr>
  );
}

/** The list of submissions, newest first, with filters and CSV exports. Plain HTML forms: no script needed. */
export async function Inbox({ filter, items }: { filter: InboxFilter; items: readonly InboxItem[] }) {
  const t = await getTranslations({ locale: 'en-US', namespace: 'admin' });
  const back = filterQuery(filter);
  return (
    <main className={styles.page}>
      <header className={styles.top}>
        <h1>{t('title')}</h1>
        <AdminNav current="inbox" t={t} />
        <form method="post" action={ADMIN_PAGES.logout}>
          <button type="submit" className="button button--ghost">
            {t('logout')}
          </button>
        </form>
      </header>
      <form method="get" action={ADMIN_PAGES.inbox} className={styles.filter}>
        <label>
          {t('filter.kind')}
          <select name="kind" defaultValue={filter.kind ?? ''} className={styles.input}>
            <option value="">{t('filter.all')}</option>
            {INBOX_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('filter.from')}
          <input type="date" name="from" defaultValue={filter.from} className={styles.input} />
        </label>
        <label>
          {t('filter.to')}
          <input type="date" name="to" defaultValue={filter.to} className={styles.input} />
        </label>
        <button type="submit" className="button">
          {t('filter.apply')}
        </button>
      </form>
      <p className={styles.exports}>
        {INBOX_KINDS.map((kind) => (
          <a key={kind} href={`${ADMIN_PAGES.export}${filterQuery(filter, { kind })}`} download>
            {t('export', { kind: t(`kinds.${kind}`) })}
          </a>
        ))}
      </p>
      <p role="status">{t('count', { count: items.length })}</p>
      {items.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('columns.received')}</th>
                <th scope="col">{t('columns.kind')}</th>
                <th scope="col">{t('columns.details')}</th>
                <th scope="col">{t('columns.delivery')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <Item key={`${item.kind}-${item.id}`} item={item} t={t} back={back} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </main>
  );
}
