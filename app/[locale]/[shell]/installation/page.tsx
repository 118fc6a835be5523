import { getTranslations } from 'next-intl/server';
import { FAMILIES } from '@/lib/content';
import { familySizes } from '@/lib/content/facts';
import { formattingLocaleOf } from '@/lib/i18n/locales';
import { LocalLink } from '@/components/shared/LocalLink';
import { PageHero } from '@/components/page/PageHero';
import { PowerWarning } from '@/components/shared/PowerWarning';
import { ProductRender } from '@/components/shared/ProductRender';
import { definePage } from '@/components/page/definePage';
import styles from './installation.module.css';
import { Section } from '@/components/page/Section';

const STEPS = ['power', 'remove', 'check', 'wire', 'fix', 'test'] as const;
const GUIDANCE = ['neutral', 'terminals', 'fixing'] as const;

const page = definePage('installation', {
  meta: () => ({ key: 'installation' }),
  render: async ({ locale, shell }) => {
    const pages = await getTranslations('pages.installation');
    const t = await getTranslations('support.installation');
    const content = await getTranslations('content.families');
    const contentRoot = await getTranslations('content');
    return (
      <>
        <PageHero eyebrow={t('eyebrow')} title={pages('heading')} lead={pages('description')}>
          <div className={styles.warning}>
            <PowerWarning title={t('warning.title')} headingId="power-warning">
              <p>{t('warning.body')}</p>
              <p>{t('warning.tools')}</p>
            </PowerWarning>
          </div>
        </PageHero>

        <Section id="steps" title={t('stepsTitle')} tones={['tight']}>
          <ol className={styles.steps}>
            {STEPS.map((step, index) => (
              <li key={step} className={styles.step}>
                <span className={styles.number} aria-hidden="true">{index + 1}</span>
                <div>
                  <h3>
                    <span className="visually-hidden">{t('stepLabel', { number: index + 1 })}: </span>
                    {t(`steps.${step}.title`)}
                  </h3>
                  <p>{t(`steps.${step}.body`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="families" title={t('familiesTitle')} lead={t('familiesLead')} tones={['alt']}>
          <div className={styles.families}>
            {FAMILIES.map((family) => (
              <article key={family.id} className={styles.family} aria-labelledby={`family-${family.key}`}>
                <header className={styles.familyHead}>
                  <ProductRender face={{ kind: 'touch', gangs: 2 }} finish="pearl-white" family={family.id} className={styles.familyArt} />
                  <h3 id={`family-${family.key}`}>
                    <LocalLink locale={locale} shell={shell} to={`/panel/${family.id}`}>{content(`${family.key}.name`)}</LocalLink>
                  </h3>
                </header>
                <dl className={styles.facts}>
                  {[
                    { label: t('familyLabels.box'), value: content(`${family.key}.box`) },
                    { label: t('familyLabels.plate'), value: familySizes(family, formattingLocaleOf(locale), contentRoot).plate },
                    { label: t('familyLabels.screws'), value: familySizes(family, formattingLocaleOf(locale), contentRoot).screwPitch },
                    ...GUIDANCE.map((item) => ({ label: t(`familyLabels.${item}`), value: t(`families.${family.key}.${item}`) })),
                  ].map((row) => (
                    <div key={row.label}>
                      <dt>{row.label}</dt>
                      <dd>{row.value}</dd>
                    </div>
                  ))}
                </dl>
              </article>
            ))}
          </div>
        </Section>

        <Section id="help" title={t('helpTitle')} lead={t('helpLead')} tones={['tight']}>
          <p className={styles.links}>
            <LocalLink locale={locale} shell={shell} to="/finder/curtainvideo" className="button">{t('tutorials')}</LocalLink>
            <LocalLink locale={locale} shell={shell} to="/support/product" className="button button--ghost">{t('productSupport')}</LocalLink>
            <LocalLink locale={locale} shell={shell} to="/support" className="button button--ghost">{t('helpCenter')}</LocalLink>
          </p>
        </Section>
      </>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
