import { getTranslations } from 'next-intl/server';
import { FAMILIES, familyById, productsOfFamily, type FamilyId } from '@/lib/content';
import { PageHero } from '@/components/page/PageHero';
import { familySizes, familyTexts } from '@/lib/content/facts';
import { formattingLocaleOf } from '@/lib/i18n/locales';
import { ProductCard } from '@/components/shared/ProductCard';
import { ProductRender } from '@/components/shared/ProductRender';
import { definePage } from '@/components/page/definePage';
import styles from '@/components/page/catalogPages.module.css';
import { Section } from '@/components/page/Section';

const page = definePage<{ id: FamilyId }>('panel', {
  meta: async ({ locale, params }) => {
    const family = familyById(params.id) ?? FAMILIES[0]!;
    const t = await getTranslations('pages.panel');
    const content = await getTranslations('content');
    const values = { plate: familySizes(family, formattingLocaleOf(locale), content).plate, finishes: family.finishes.length };
    return { title: t(`${family.id}.title`), description: t(`${family.id}.description`, values) };
  },
  render: async ({ locale, shell, params }) => {
    const family = familyById(params.id) ?? FAMILIES[0]!;
    const t = await getTranslations('pages');
    const content = await getTranslations('content');
    const specs = await getTranslations('content.specs');
    const texts = familyTexts(family, formattingLocaleOf(locale), content);
    return (
      <>
        <PageHero title={t(`panel.${family.id}.heading`)} lead={texts.summary}>
          <div className={styles.heroArt} aria-hidden="true">
            {family.finishes.map((finish) => (
              <ProductRender key={finish} face={{ kind: 'touch', gangs: 2 }} finish={finish} family={family.id} />
            ))}
          </div>
        </PageHero>
        <Section tones={['tight']}>
          <dl className={styles.facts}>
            <div>
              <dt>{specs('standard')}</dt>
              <dd>{texts.standard}</dd>
            </div>
            <div>
              <dt>{specs('plate')}</dt>
              <dd>
                <bdi>{familySizes(family, formattingLocaleOf(locale), content).plate}</bdi>
              </dd>
            </div>
          </dl>
          <ul className="grid grid--4 grid--phone-2">
            {productsOfFamily(family.id as FamilyId).map((product) => (
              <ProductCard key={product.slug} product={product} locale={locale} shell={shell} family={family.id} />
            ))}
          </ul>
        </Section>
      </>
    );
  },
});

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
