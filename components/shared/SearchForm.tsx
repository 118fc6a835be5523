import { publicPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { MOBILE_SEARCH_PAGE, type Shell } from '@/lib/routes';
import styles from './SearchForm.module.css';

interface Props {
  locale: Locale;
  shell: Shell;
  label: string;
  submit: string;
  defaultValue?: string;
}

/** Product search; a plain GET form, so it works before and without JavaScript. */
export function SearchForm({ locale, shell, label, submit, defaultValue }: Props) {
  const mobile = shell === 'mobile';
  return (
    <form role="search" action={publicPath(locale, shell, mobile ? MOBILE_SEARCH_PAGE : '/search')} method="get" className={styles.form}>
      <label className="visually-hidden" htmlFor={`search-${shell}`}>
        {label}
      </label>
      <input
        id={`search-${shell}`}
        name={mobile ? 'val' : 'q'}
        type="search"
        placeholder={label}
        defaultValue={defaultValue}
        maxLength={100}
        autoComplete="off"
        className={styles.input}
      />
      <button type="submit" className={styles.submit}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{submit}</span>
      </button>
    </form>
  );
}
