import { getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/shared/LocalLink';
import { TUTORIALS, tutorialMessageKeys } from '@/lib/content/tutorials';
import { simplePage } from '@/components/page/simplePage';
import { quantitiesFor } from '@/lib/content/quantities';
import { formattingLocaleOf } from '@/lib/i18n/locales';
import styles from '@/components/page/media.module.css';
import { Section } from '@/components/page/Section';

/** Tutorial videos: self-hosted clips with poster and captions that load only on play. */
const page = simplePage('tutorials', 'curtainvideo', async ({ locale, shell }) => {
  const t = await getTranslations('media');
  const content = await getTranslations('content');
  const q = quantitiesFor(formattingLocaleOf(locale), content);
  return (
    <Section>
      <p className="lead">{t('tutorials.intro')}</p>
      <ol className={styles.tutorials}>
        {TUTORIALS.map((tutorial) => {
          const keys = tutorialMessageKeys(tutorial);
          const titleId = `tutorial-${tutorial.id}`;
          return (
            <li key={tutorial.id} className={`card ${styles.tutorial}`}>
              <video
                className={styles.video}
                controls
                preload="none"
                playsInline
                poster={tutorial.poster}
                width={tutorial.width}
                height={tutorial.height}
                aria-labelledby={titleId}
                data-tutorial={tutorial.id}
              >
                {tutorial.sources.map((source) => (
                  <source key={source.src} src={source.src} type={source.type} />
                ))}
                {Object.entries(tutorial.captions).map(([lang, src]) => (
                  <track key={lang} kind="captions" src={src} srcLang={lang} label={t('tutorials.captionsLabel')} default />
                ))}
                <p>
                  {t('tutorials.noVideo')}{' '}
                  <a href={tutorial.sources[tutorial.sources.length - 1]?.src} download>
                    {t('tutorials.downloadVideo', { format: tutorial.sources[tutorial.sources.length - 1]?.format ?? '' })}
                  </a>
                </p>
              </video>
              <div className={styles.tutorialText}>
                <h2 id={titleId} className={styles.tutorialTitle}>
                  {t(keys.title)}
                </h2>
                <p className="muted">{t('tutorials.duration', { seconds: tutorial.durationSeconds })}</p>
                <p>{t(keys.description, tutorial.holdSeconds ? { seconds: q.spelled(tutorial.holdSeconds, 'second') } : {})}</p>
                <p className={styles.related}>
                  <span>{t('tutorials.relatedProducts')}: </span>
                  {tutorial.products.map((slug, index) => (
                    <span key={slug}>
                      {index > 0 && ', '}
                      <LocalLink locale={locale} shell={shell} to={`/products/${slug}`}>
                        {content(`products.${slug}.name`)}
                      </LocalLink>
                    </span>
                  ))}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
