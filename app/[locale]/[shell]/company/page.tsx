import { getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/shared/LocalLink';
import { PageHero } from '@/components/page/PageHero';
import { ProductRender } from '@/components/shared/ProductRender';
import { definePage } from '@/components/page/definePage';
import styles from '@/components/page/about.module.css';
import { Section } from '@/components/page/Section';

const FACTS = ['founded', 'people', 'factory'] as const;
const SECTIONS = ['engineering', 'factory', 'certifications', 'markets', 'network'] as const;
const CERTIFICATIONS = ['ce', 'ukca', 'fcc', 'rohs', 'zigbee'] as const;

const page = definePage('company', {
  meta: () => ({ key: 'company' }),
  render: async ({ locale, shell }) => {
    const pages = await getTranslations('pages.company');
    const t = await getTranslations('about.company');
    const nav = await getTranslations('nav');
    return (
      <>
        <PageHero eyebrow={t('eyebrow')} title={pages('heading')} lead={t('intro')} />

        <section className="section section--tight" aria-labelledby="facts-title">
          <div className="container">
            <h2 id="facts-title" className="visually-hidden">{t('factsTitle')}</h2>
            <dl className={styles.facts}>
              {FACTS.map((fact) => (
                <div key={fact} className={styles.fact}>
                  <dt>{t(`facts.${fact}.label`)}</dt>
                  <dd>{t(`facts.${fact}.value`)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <Section tones={['alt']} layout={styles.profile}>
          <div className={styles.profileText}>
            {SECTIONS.map((section) => (
              <section key={section} aria-labelledby={`company-${section}`} className={styles.profileSection}>
                <h2 id={`company-${section}`}>{t(`sections.${section}.title`)}</h2>
                <p>{t(`sections.${section}.body`)}</p>
                {section === 'certifications' && (
                  <ul className={styles.badges}>
                    {CERTIFICATIONS.map((item) => (
                      <li key={item}>{t(`sections.certifications.items.${item}`)}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
          <div className={styles.profileArt} aria-hidden="true">
            <ProductRender face={{ kind: 'socket', socket: 'schuko', usb: 'c' }} finish="pearl-white" family="0" />
            <ProductRender face={{ kind: 'socket', socket: 'british' }} finish="graphite-black" family="1" />
            <ProductRender face={{ kind: 'curtain' }} finish="champagne-gold" family="2" />
          </div>
        </Section>

        <Section layout={styles.partner}>
          <div>
            <h2>{t('partnerTitle')}</h2>
            <p className="lead">{t('partnerLead')}</p>
          </div>
          <p className={styles.actions}>
            <LocalLink locale={locale} shell={shell} to="/contact" className="button">
              {t('partnerCta')}
            </LocalLink>
            <LocalLink locale={locale} shell={shell} to="/where-to-buy" className="button button--ghost">
              {nav('whereToBuy')}
            </LocalLink>
            <LocalLink locale={locale} shell={shell} to="/story" className="button button--ghost">
              {t('storyLink')}
            </LocalLink>
          </p>
        </Section>
      </>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
