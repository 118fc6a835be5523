import { getFormatter, getTranslations } from 'next-intl/server';
import { SITE } from '@/lib/site';
import { LocalLink } from '@/components/shared/LocalLink';
import { PageHero } from '@/components/page/PageHero';
import { definePage } from '@/components/page/definePage';
import { composedKey } from '@/lib/i18n/keys';
import { PRIVACY_POLICY_DATE, PRIVACY_SECTIONS } from '@/lib/content/help';
import styles from './privacy.module.css';
import { contactValues } from '@/lib/i18n/bidi';
import { Section } from '@/components/page/Section';

const page = definePage('privacy', {
  meta: () => ({ key: 'privacy' }),
  render: async ({ locale, shell }) => {
    const pages = await getTranslations('pages.privacy');
    const t = await getTranslations('legal.privacy');
    const messages = await getTranslations();
    const format = await getFormatter();
    const date = format.dateTime(PRIVACY_POLICY_DATE, { dateStyle: 'long', timeZone: 'UTC' });
    const paragraphs = (id: string) =>
      (messages.raw(composedKey('legal.privacy.sections', id, 'body')) as string[]).map((_, index) => messages(composedKey('legal.privacy.sections', id, 'body', index), contactValues(locale)));
    return (
      <>
        <PageHero eyebrow={t('eyebrow')} title={pages('heading')}>
          <p className={styles.updated}>
            {t.rich('updated', { date, time: (chunks) => <time dateTime={PRIVACY_POLICY_DATE.toISOString().slice(0, 10)}>{chunks}</time> })}
          </p>
          <p className="lead">{t('intro')}</p>
        </PageHero>
        <Section tones={['tight']} layout={styles.layout}>
          <nav aria-labelledby="toc-title" className={styles.toc}>
            <h2 id="toc-title">{t('tocTitle')}</h2>
            <ol>
              {PRIVACY_SECTIONS.map(({ id }) => (
                <li key={id}>
                  <a href={`#${id}`}>{t(`sections.${id}.title`)}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className={`prose ${styles.policy}`}>
            {PRIVACY_SECTIONS.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
                <h2 id={`${section.id}-title`}>
                  <span className={styles.number}>{index + 1}.</span> {t(`sections.${section.id}.title`)}
                </h2>
                {'list' in section ? (
                  <ul>
                    {paragraphs(section.id).map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                ) : (
                  paragraphs(section.id).map((text) => <p key={text}>{text}</p>)
                )}
                {section.id === 'deletion' && (
                  <p>
                    <LocalLink locale={locale} shell={shell} to="/account">{t('sections.deletion.link')}</LocalLink>
                  </p>
                )}
                {section.id === 'contact' && (
                  <p>
                    <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
                  </p>
                )}
              </section>
            ))}
          </div>
        </Section>
      </>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
