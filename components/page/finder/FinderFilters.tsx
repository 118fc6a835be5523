import { getFormatter, getTranslations } from 'next-intl/server';
import { FILTER_NAMES, FINDER_FILTERS, choiceCount, type FinderFilter, type FinderQuery } from '@/lib/content/finder';
import { LocalLink } from '@/components/shared/LocalLink';
import { WordBreaks } from '@/components/shared/WordBreaks';
import type { Locale } from '@/lib/i18n/locales';
import type { Shell } from '@/lib/pages';
import { choiceLabel } from './finderLabels';
import styles from './finder.module.css';

/** Yes/no filters are one checkbox; the others a radio group with "Any". */
const SINGLE_CHOICE: readonly FinderFilter[] = ['neutral', 'gateway'];

/** The finder's filters: fieldsets of a GET form, each choice with the number of products it would show. */
export async function FinderFilters({ query, locale, shell }: { query: FinderQuery; locale: Locale; shell: Shell }) {
  const t = await getTranslations('pages.finder');
  const content = await getTranslations('content');
  const format = await getFormatter();
  /** One choice: its box, its name, and the number of products it would show (visible, and read out after the name). */
  const choice = (filter: FinderFilter, value: string | undefined, type: 'checkbox' | 'radio', label: string) => {
    const found = choiceCount(query, filter, value);
    return (
      <label key={value ?? ''} className={styles.choice}>
        <input type={type} name={filter} value={value ?? ''} defaultChecked={query[filter] === value} />
        <span>
          <WordBreaks text={label} locale={locale} />
        </span>
        <span className={styles.count} aria-hidden="true">
          {format.number(found)}
        </span>
        <span className="visually-hidden">{`, ${t('choiceCount', { count: found })}`}</span>
      </label>
    );
  };
  return (
    <div className={styles.filters}>
      <h2 className={styles.filtersTitle}>{t('filters')}</h2>
      {FILTER_NAMES.map((filter) => (
        <fieldset key={filter} className={styles.fieldset}>
          <legend>{t(filter)}</legend>
          {SINGLE_CHOICE.includes(filter)
            ? choice(filter, FINDER_FILTERS[filter][0], 'checkbox', choiceLabel(filter, FINDER_FILTERS[filter][0]!, t, content))
            : [
                choice(filter, undefined, 'radio', t('any')),
                ...FINDER_FILTERS[filter].map((value) => choice(filter, value, 'radio', choiceLabel(filter, value, t, content))),
              ]}
        </fieldset>
      ))}
      <div className={styles.actions}>
        <button type="submit" className="button">
          {t('apply')}
        </button>
        <LocalLink locale={locale} shell={shell} to="/products" className={styles.reset}>
          {t('reset')}
        </LocalLink>
      </div>
    </div>
  );
}
