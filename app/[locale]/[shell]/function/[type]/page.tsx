import { getTranslations } from 'next-intl/server';
import { MODULE_TYPES, productsOfGroup, type ModuleType } from '@/lib/content';
import { PageHero } from '@/components/page/PageHero';
import { ProductCard } from '@/components/shared/ProductCard';
import { LocalLink } from '@/components/shared/LocalLink';
import { definePage } from '@/components/page/definePage';
import { mostUsbPowerW } from '@/lib/content/installer';
import { quantitiesFor } from '@/lib/content/quantities';
import { formattingLocaleOf } from '@/lib/i18n/locales';
import styles from '@/components/page/catalogPages.module.css';
import { Section } from '@/components/page/Section';

const page = definePage<{ type: ModuleType }>('function', {
  meta: async ({ locale, params }) => {
    const t = await getTranslations('pages.function');
    const content = await getTranslations('content');
    const power = quantitiesFor(formattingLocaleOf(locale), content).one(mostUsbPowerW(), 'watt');
    return { title: t(`${params.type}.title`), description: t(`${params.type}.description`, { power }) };
  },
  render: async ({ locale, shell, params }) => {
    const type = params.type as ModuleType;
    const t = await getTranslations('pages');
    const content = await getTranslations('content');
    return (
      <>
        <PageHero title={t(`function.${type}.heading`)} lead={content(`modules.${type}.summary`)}>
          <nav aria-label={content('modules.electronic_types.name')} className={styles.tabs}>
            {MODULE_TYPES.map((other) => (
              <LocalLink key={other} locale={locale} shell={shell} to={`/function/${other}`} aria-current={other === type ? 'page' : undefined}>
                {content(`modules.${other}.name`)}
              </LocalLink>
            ))}
          </nav>
        </PageHero>
        <Section tones={['tight']}>
          <ul className="grid grid--4 grid--phone-2">
            {productsOfGroup(type).map((product) => (
              <ProductCard key={product.slug} product={product} locale={locale} shell={shell} />
            ))}
          </ul>
          {type === 'electronic_types' && (
            <>
              <h2 className={styles.subheading}>{content('modules.devices.name')}</h2>
              <p className="lead">{content('modules.devices.summary')}</p>
              <ul className="grid grid--4 grid--phone-2">
                {productsOfGroup('devices').map((product) => (
                  <ProductCard key={product.slug} product={product} locale={locale} shell={shell} />
                ))}
              </ul>
            </>
          )}
        </Section>
      </>
    );
  },
});

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
