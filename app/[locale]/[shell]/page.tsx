import { getTranslations } from 'next-intl/server';
import { FAMILIES, FAMILY, MODULE_TYPES, featuredProducts, productsOfGroup } from '@/lib/content';
import { LocalLink } from '@/components/shared/LocalLink';
import { ProductRender } from '@/components/shared/ProductRender';
import { ProductCard } from '@/components/shared/ProductCard';
import { JsonLd } from '@/components/shared/JsonLd';
import { organizationJsonLd } from '@/lib/structured-data';
import { definePage } from '@/components/page/definePage';
import styles from './home.module.css';
import { DirectionIcon } from '@/components/shared/DirectionIcon';
import { Section } from '@/components/page/Section';
import { WordBreaks } from '@/components/shared/WordBreaks';
import { familyTexts } from '@/lib/content/facts';
import { formattingLocaleOf } from '@/lib/i18n/locales';

const page = definePage('home', {
  meta: () => ({ key: 'home' }),
  render: async ({ locale, shell }) => {
    const t = await getTranslations('pages.home');
    const content = await getTranslations('content');
    return (
      <>
        <JsonLd data={organizationJsonLd()} />
        <section className={styles.hero}>
          <div className={`container ${styles.heroInner}`}>
            <div className={styles.heroText}>
              <p className="eyebrow">{t('eyebrow')}</p>
              <h1>{t('heading')}</h1>
              <p className="lead">{t('lead')}</p>
              <p className={styles.actions}>
                <LocalLink locale={locale} shell={shell} to="/panel/0" className="button">
                  {t('ctaSeries')}
                </LocalLink>
                <LocalLink locale={locale} shell={shell} to="/download" className="button button--ghost">
                  {t('ctaApp')}
                </LocalLink>
              </p>
            </div>
            <div className={styles.heroArt} aria-hidden="true">
              <ProductRender face={{ kind: 'touch', gangs: 3 }} finish="graphite-black" family="0" className={styles.artBack} />
              <ProductRender face={{ kind: 'touch', gangs: 2 }} finish="pearl-white" family="0" className={styles.artFront} />
            </div>
          </div>
        </section>

        <Section id="series" title={t('seriesTitle')} lead={t('seriesLead')}>
          <ul className={`grid grid--3 ${styles.cards}`}>
            {FAMILIES.map((family) => (
              <li key={family.id} className={styles.family}>
                <ProductRender face={{ kind: 'touch', gangs: 2 }} finish={family.finishes[family.id === FAMILY.american ? 2 : 0]!} family={family.id} className={styles.familyArt} />
                <h3>
                  <WordBreaks text={content(`families.${family.key}.name`)} locale={locale} />
                </h3>
                <p className="muted">{familyTexts(family, formattingLocaleOf(locale), content).summary}</p>
                <LocalLink locale={locale} shell={shell} to={`/panel/${family.id}`} className={styles.more}>
                  <WordBreaks text={t('seriesLink', { name: content(`families.${family.key}.name`) })} locale={locale} />
                  <DirectionIcon pointing="arrow" size={16} />
                </LocalLink>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="modules" title={t('modulesTitle')} lead={t('modulesLead')} tones={['alt']}>
          <ul className={`grid grid--4 ${styles.cards}`}>
            {MODULE_TYPES.map((type) => {
              const sample = productsOfGroup(type)[0]!;
              return (
                <li key={type} className={styles.module}>
                  <ProductRender face={sample.face} finish="pearl-white" family="0" className={styles.moduleArt} />
                  <LocalLink locale={locale} shell={shell} to={`/function/${type}`} className={styles.moduleLink}>
                    {content(`modules.${type}.name`)}
                  </LocalLink>
                  <p className="muted">{content(`modules.${type}.summary`)}</p>
                </li>
              );
            })}
          </ul>
        </Section>

        <Section id="featured" title={t('featuredTitle')} lead={t('featuredLead')}>
          <ul className={`grid grid--4 grid--phone-2 ${styles.cards}`}>
            {featuredProducts().map((product) => (
              <ProductCard key={product.slug} product={product} locale={locale} shell={shell} />
            ))}
          </ul>
        </Section>

        <section className="section section--dark" aria-labelledby="app-title">
          <div className={`container ${styles.split}`}>
            <div>
              <h2 id="app-title">{t('appTitle')}</h2>
              <p className={styles.darkLead}>{t('appLead')}</p>
              <ul className={styles.points}>
                {(t.raw('appPoints') as string[]).map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <LocalLink locale={locale} shell={shell} to="/download" className="button button--light">
                {t('ctaApp')}
              </LocalLink>
            </div>
            <div className={styles.phone} aria-hidden="true">
              <div className={styles.screen}>
                <ProductRender face={{ kind: 'touch', gangs: 2 }} finish="graphite-black" family="0" />
              </div>
            </div>
          </div>
        </section>

        <section className="section" aria-labelledby="partner-title">
          <div className={`container ${styles.partner}`}>
            <div>
              <h2 id="partner-title">{t('partnerTitle')}</h2>
              <p className="lead">{t('partnerLead')}</p>
            </div>
            <LocalLink locale={locale} shell={shell} to="/contact" className="button">
              {t('partnerCta')}
            </LocalLink>
          </div>
          <p className={`container ${styles.brandLine}`}>{t('brandLine')}</p>
        </section>
      </>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
