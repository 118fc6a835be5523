import { getTranslations } from 'next-intl/server';
import { FAMILIES, FAMILY, FINISH_IDS, PRODUCTS, type Face, type FamilyId, type FinishId } from '@/lib/content';
import { LocalLink } from '@/components/shared/LocalLink';
import { PageHero } from '@/components/page/PageHero';
import { ProductRender } from '@/components/shared/ProductRender';
import { definePage } from '@/components/page/definePage';
import styles from '@/components/page/about.module.css';
import { Section } from '@/components/page/Section';
import { MECHANICAL_LIFE_CYCLES } from '@/lib/content/products';
import { WARRANTY_YEARS } from '@/lib/content/help';
import { formattingLocaleOf } from '@/lib/i18n/locales';

interface Chapter {
  id: 'workshop' | 'glass' | 'wireless' | 'world';
  art: { face: Face; finish: FinishId; family?: FamilyId };
}

/** The brand story in chapters, each illustrated by the product it brought about. */
const CHAPTERS: readonly Chapter[] = [
  { id: 'workshop', art: { face: { kind: 'touch', gangs: 1 }, finish: 'pearl-white', family: FAMILY.european } },
  { id: 'glass', art: { face: { kind: 'touch', gangs: 3 }, finish: 'graphite-black', family: FAMILY.european } },
  { id: 'wireless', art: { face: { kind: 'button' }, finish: 'silver-grey' } },
  { id: 'world', art: { face: { kind: 'touch', gangs: 2 }, finish: 'champagne-gold', family: FAMILY.american } },
];

const VALUES = ['touch', 'quiet', 'lasting'] as const;

const page = definePage('story', {
  meta: () => ({ key: 'story' }),
  render: async ({ locale, shell }) => {
    const pages = await getTranslations('pages.story');
    const t = await getTranslations('about.story');
    const formatting = new Intl.NumberFormat(formattingLocaleOf(locale));
    return (
      <>
        <PageHero eyebrow={t('eyebrow')} title={pages('heading')} lead={t('intro')} />

        <Section id="chapters" title={t('chaptersTitle')} tones={['tight']}>
          <ol className={styles.chapters}>
            {CHAPTERS.map((chapter, index) => (
              <li key={chapter.id} className={styles.chapter}>
                <div className={styles.chapterArt} aria-hidden="true">
                  <ProductRender {...chapter.art} />
                </div>
                <div>
                  <p className="eyebrow">
                    {t('chapterLabel', { number: index + 1 })} · <span className={styles.year}>{t(`chapters.${chapter.id}.year`)}</span>
                  </p>
                  <h3>{t(`chapters.${chapter.id}.title`)}</h3>
                  <p>{t(`chapters.${chapter.id}.body`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="values" title={t('valuesTitle')} tones={['alt']}>
          <ul className={`grid grid--3 ${styles.plainList}`}>
            {VALUES.map((value) => (
              <li key={value} className="card">
                <h3>{t(`values.${value}.title`)}</h3>
                <p className="muted">{t(`values.${value}.body`, { cycles: formatting.format(MECHANICAL_LIFE_CYCLES), years: WARRANTY_YEARS })}</p>
              </li>
            ))}
          </ul>
        </Section>

        <section className="section section--dark" aria-labelledby="range-title">
          <div className={`container ${styles.range}`}>
            <div>
              <h2 id="range-title">{t('rangeTitle')}</h2>
              <p className={styles.darkLead}>
                {t('rangeLead', { products: PRODUCTS.length, families: FAMILIES.length, finishes: FINISH_IDS.length })}
              </p>
              <p className={styles.actions}>
                <LocalLink locale={locale} shell={shell} to="/panel/0" className="button button--light">
                  {t('ctaSeries')}
                </LocalLink>
                <LocalLink locale={locale} shell={shell} to="/company">
                  {t('ctaCompany')}
                </LocalLink>
              </p>
            </div>
            <div className={styles.swatches} aria-hidden="true">
              {FINISH_IDS.map((finish, index) => (
                <ProductRender key={finish} face={{ kind: 'touch', gangs: 2 }} finish={finish} family={FAMILIES[index % FAMILIES.length]!.id} />
              ))}
            </div>
          </div>
        </section>
      </>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
