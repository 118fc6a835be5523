import Link from 'next/link';
import type { getTranslations } from 'next-intl/server';
import styles from './admin.module.css';
import { ADMIN_PAGES } from '@/lib/pages';

type T = Awaited<ReturnType<typeof getTranslations<'admin'>>>;

/** The inbox's two pages. */
export function AdminNav({ current, t }: { current: 'inbox' | 'partners'; t: T }) {
  return (
    <nav aria-label={t('title')} className={styles.nav}>
      <Link href={ADMIN_PAGES.inbox} prefetch={false} aria-current={current === 'inbox' ? 'page' : undefined}>{t('nav.inbox')}</Link>
      <Link href={ADMIN_PAGES.partners} prefetch={false} aria-current={current === 'partners' ? 'page' : undefined}>{t('nav.partners')}</Link>
    </nav>
  );
}
