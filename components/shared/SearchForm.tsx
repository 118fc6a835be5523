import { getTranslations } from 'next-intl/server';
import { publicPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { MAX_QUERY_LENGTH } from '@/lib/search/query';
import { searchPageOf, type Shell } from '@/lib/pages';
import { SearchSuggestOnDemand } from './onDemand/parts';
import styles from './SearchForm.module.css';

interface Props {
  locale: Locale;
  shell: Shell;
  defaultValue?: string;
  /** Name of the search landmark, when a page holds a second one besides the header's. */
  landmark?: string;
}

/**
 * Product search: a plain GET form, so it works before and without JavaScript; with it, the
 * input suggests product titles as you type.
 */
export async function SearchForm({ locale, shell, defaultValue, landmark }: Props) {
  const t = await getTranslations('common.search');
  const suggestions = await getTranslations('support.search');
  const label = t('label');
  const searchPage = searchPageOf(shell);
  return (
    <form role="search" aria-label={landmark ?? label} action={publicPath(locale, shell, searchPage.path)} method="get" className={styles.form}>
      <SearchSuggestOnDemand
        locale={locale}
        shell={shell}
        name={searchPage.param}
        label={label}
        placeholder={t('placeholder')}
        listLabel={suggestions('suggestions')}
        maxLength={MAX_QUERY_LENGTH}
        defaultValue={defaultValue}
      />
      <button type="submit" className={styles.submit}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('submit')}</span>
      </button>
    </form>
  );
}
