import { getTranslations } from 'next-intl/server';
import { REPLY_WORKING_DAYS, WARRANTY_CLAIM_STEPS, WARRANTY_COVERED, WARRANTY_NOT_COVERED, WARRANTY_YEARS } from '@/lib/content/help';
import { LocalLink } from '@/components/shared/LocalLink';
import { PageHero } from '@/components/page/PageHero';
import { Section } from '@/components/page/Section';
import { definePage } from '@/components/page/definePage';
import styles from '@/components/page/article.module.css';

/** What the warranty covers and what it does not, and how a claim is made and followed (the feedback form, then the account). */
const page = definePage('warranty', {
  meta: () => ({ key: 'warranty' }),
  render: async ({ locale, shell }) => {
    const pages = await getTranslations('pages.warranty');
    const t = await getTranslations('support.warranty');
    return (
      <>
        <PageHero eyebrow={t('eyebrow')} title={pages('heading')} lead={t('lead', { years: WARRANTY_YEARS })} />
        <Section id="warranty-covered" title={t('covered.title')} tones={['tight']}>
          <ul className={styles.items}>
            {WARRANTY_COVERED.map((item) => (
              <li key={item}>{t(`covered.items.${item}`)}</li>
            ))}
          </ul>
        </Section>
        <Section id="warranty-not-covered" title={t('notCovered.title')} tones={['alt', 'tight']}>
          <ul className={styles.items}>
            {WARRANTY_NOT_COVERED.map((item) => (
              <li key={item}>{t(`notCovered.items.${item}`)}</li>
            ))}
          </ul>
        </Section>
        <Section id="warranty-claim" title={t('claim.title')} tones={['tight']}>
          <ol className={styles.items}>
            {WARRANTY_CLAIM_STEPS.map((step) => (
              <li key={step}>{t(`claim.steps.${step}`, { days: REPLY_WORKING_DAYS })}</li>
            ))}
          </ol>
          <p className={styles.actions}>
            <LocalLink locale={locale} shell={shell} to="/support/feedback" className="button">
              {t('send')}
            </LocalLink>
            <LocalLink locale={locale} shell={shell} to="/account">
              {t('account')}
            </LocalLink>
          </p>
        </Section>
      </>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
