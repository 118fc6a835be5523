import { getTranslations } from 'next-intl/server';
import { downloadsOf, type Product } from '@/lib/content';
import { formattingLocaleOf, htmlLangOf, type Locale } from '@/lib/i18n/locales';
import styles from './ProductDownloads.module.css';

/**
 * A product's documents (manual, catalog, declarations of conformity) in the page's language,
 * as download links with their file type; a document in another language (a declaration
 * printed in English only) names it.
 */
/** A language's name in the page's language ("Englisch"). */
function languageName(language: string, locale: Locale): string {
  return new Intl.DisplayNames(formattingLocaleOf(locale), { type: 'language' }).of(language.split('-')[0]!) ?? language;
}

export async function ProductDownloads({ product, name, locale }: { product: Product; name: string; locale: Locale }) {
  const t = await getTranslations('support.downloads');
  return (
    <ul className={styles.list}>
      {downloadsOf(product, locale).map((download) => (
        <li key={download.href}>
          <a href={download.href} hrefLang={htmlLangOf(download.locale as Locale)} download className={styles.link} data-kind={download.kind}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>
              {t(`kinds.${download.kind}`)}
              {download.locale !== locale && ` (${languageName(download.locale, locale)})`}
              <span className="visually-hidden">{` – ${name}`}</span>
            </span>
            <span className={styles.type}>{t('fileType')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
