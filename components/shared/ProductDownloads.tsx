import { getLocale, getTranslations } from 'next-intl/server';
import { downloadsOf, type Product } from '@/lib/content';
import { htmlLangOf, localeOrDefault } from '@/lib/i18n/locales';
import styles from './ProductDownloads.module.css';

/** A product's documents (manual, catalog) in the page's language, as download links with their file type. */
export async function ProductDownloads({ product, name }: { product: Product; name: string }) {
  const t = await getTranslations('support.downloads');
  const locale = localeOrDefault(await getLocale());
  return (
    <ul className={styles.list}>
      {downloadsOf(product, locale).map((download) => (
        <li key={download.kind}>
          <a href={download.href} hrefLang={htmlLangOf(locale)} download className={styles.link} data-kind={download.kind}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>
              {t(`kinds.${download.kind}`)}
              <span className="visually-hidden">{` – ${name}`}</span>
            </span>
            <span className={styles.type}>{t('fileType')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
