import { getTranslations } from 'next-intl/server';
import type { ArticleSlug } from '@/lib/content/articles';
import type { Locale } from '@/lib/i18n/locales';
import type { Shell } from '@/lib/pages';
import { LocalLink } from '@/components/shared/LocalLink';
import styles from '@/components/page/article.module.css';

/** Help articles as cards: each title links the article, its summary below. */
export async function ArticleList({ slugs, locale, shell }: { slugs: readonly ArticleSlug[]; locale: Locale; shell: Shell }) {
  const t = await getTranslations('support.articles');
  return (
    <ul className={styles.list}>
      {slugs.map((slug) => (
        <li key={slug} className="card">
          <h3>
            <LocalLink locale={locale} shell={shell} to={`/support/articles/${slug}`}>{t(`items.${slug}.title`)}</LocalLink>
          </h3>
          <p className="muted">{t(`items.${slug}.summary`)}</p>
        </li>
      ))}
    </ul>
  );
}
