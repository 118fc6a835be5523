import { getTranslations } from 'next-intl/server';
import { catalogCoverOf, catalogPdfOf } from '@/lib/content';
import { CatalogViewer } from '@/components/shared/pdf/CatalogViewer';
import { CatalogCover } from '@/components/shared/pdf/CatalogCover';
import type { ViewerLabels } from '@/components/shared/pdf/labels';
import { simplePage } from '@/components/page/simplePage';
import styles from '@/components/page/media.module.css';
import { Section } from '@/components/page/Section';

const LABEL_KEYS = [
  'viewerLabel', 'open', 'loading', 'loadingPage', 'previous', 'next', 'pageNumber', 'zoomIn', 'zoomOut', 'fit',
  'failedTitle', 'failedText', 'download', 'keyboardHint',
] as const;

/** Catalog: intro, download link and the catalog's cover on the server; the PDF viewer in the browser, opened from the cover. */
const page = simplePage('catalog', 'photo', async ({ locale }) => {
  const t = await getTranslations('media.catalog');
  const labels: ViewerLabels = {
    ...(Object.fromEntries(LABEL_KEYS.map((key) => [key, t(key)])) as Omit<ViewerLabels, 'pageOf' | 'pageStatus'>),
    // Placeholders the viewer fills once it knows the page count.
    pageOf: t.raw('pageOf') as string,
    pageStatus: t.raw('pageStatus') as string,
  };
  return (
    <Section>
      <div className={styles.intro}>
        <p className="lead">{t('intro')}</p>
        <a className="button" href={catalogPdfOf(locale)} download data-testid="catalog-download">
          {t('download')}
        </a>
      </div>
      <CatalogViewer file={catalogPdfOf(locale)} cover={catalogCoverOf(locale)} labels={labels}>
        <CatalogCover src={catalogCoverOf(locale)} />
      </CatalogViewer>
    </Section>
  );
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
