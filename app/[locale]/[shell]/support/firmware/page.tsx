import { getFormatter, getTranslations } from 'next-intl/server';
import { FIRMWARE } from '@/lib/content/firmware';
import { firmwareFeedPath } from '@/lib/feeds/firmware';
import { LocalLink } from '@/components/shared/LocalLink';
import { PageHero } from '@/components/page/PageHero';
import { Section } from '@/components/page/Section';
import { definePage } from '@/components/page/definePage';
import styles from '@/components/page/firmware.module.css';

/** Release notes of each firmware image, newest release first, and the Atom feed of them (lib/content/firmware.ts). */
const page = definePage('firmware', {
  meta: () => ({ key: 'firmware' }),
  render: async ({ locale, shell }) => {
    const pages = await getTranslations('pages.firmware');
    const t = await getTranslations('support.firmware');
    const content = await getTranslations('content');
    const format = await getFormatter();
    return (
      <>
        <PageHero eyebrow={t('eyebrow')} title={pages('heading')} lead={t('lead')}>
          <p>
            <a href={firmwareFeedPath(locale)} type="application/atom+xml">{t('feed')}</a>
          </p>
        </PageHero>
        {FIRMWARE.map((image) => (
          <Section key={image.id} id={`firmware-${image.id}`} title={t(`images.${image.id}`)} tones={['tight']}>
            <p className={styles.products}>
              {image.products.map((slug) => (
                <LocalLink key={slug} locale={locale} shell={shell} to={`/products/${slug}`}>{content(`products.${slug}.name`)}</LocalLink>
              ))}
            </p>
            <ol className={styles.releases}>
              {image.releases.map((release, index) => (
                <li key={release.version} data-version={release.version}>
                  <h3>
                    {t('version', { version: release.version })}
                    {index === 0 && <span className={styles.current}>{t('current')}</span>}
                  </h3>
                  <p className="muted">
                    {t('released', { date: format.dateTime(new Date(`${release.date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) })}
                  </p>
                  <ul>
                    {release.changes.map((change) => (
                      <li key={change}>{t(`changes.${change}`)}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </Section>
        ))}
      </>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
