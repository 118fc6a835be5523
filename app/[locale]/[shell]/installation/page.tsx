import { getTranslations } from 'next-intl/server';
import { FAMILIES, type ContentTranslate } from '@/lib/content';
import type { PanelFamily } from '@/lib/content/families';
import { boxText, familySizes } from '@/lib/content/facts';
import { boxDepthClaims, mostGangs, namedText, neutralClaims, withoutNeutralText } from '@/lib/content/installer';
import { quantitiesFor, type Quantities } from '@/lib/content/quantities';
import { BOX_OF_FAMILY, FITTING, WALL_BOX_SIZES, ZIGBEE } from '@/lib/content/technical';
import { formattingLocaleOf, type Locale } from '@/lib/i18n/locales';
import { sentenceStart } from '@/lib/text/sentenceStart';
import { LocalLink } from '@/components/shared/LocalLink';
import { PageHero } from '@/components/page/PageHero';
import { PowerWarning } from '@/components/shared/PowerWarning';
import { ProductRender } from '@/components/shared/ProductRender';
import { definePage } from '@/components/page/definePage';
import styles from './installation.module.css';
import { Section } from '@/components/page/Section';

const STEPS = ['power', 'remove', 'check', 'wire', 'fix', 'test'] as const;

/** The figures each step names, from the data. */
function stepValues(q: Quantities): Record<(typeof STEPS)[number], Record<string, string>> {
  const gangs = mostGangs();
  return {
    power: {},
    remove: {},
    check: { strip: q.inText(q.range(FITTING.stripMm[0], FITTING.stripMm[1], 'millimeter')) },
    wire: { terminals: q.inText(q.alternatives(Array.from({ length: gangs }, (_, index) => `L${index + 1}`))) },
    fix: {},
    test: { seconds: q.spelled(ZIGBEE.pairHoldSeconds, 'second') },
  };
}

/** One family's guidance: where the box's neutral is and which switches need it, its terminals, its fixing. */
async function familyGuidance(family: PanelFamily, locale: Locale, content: ContentTranslate, q: Quantities): Promise<{ label: string; value: string | string[] }[]> {
  const t = await getTranslations('support.installation');
  const neutral = neutralClaims(family.id);
  const sizes = familySizes(family, formattingLocaleOf(locale), content);
  const fixing = {
    screw: family.screw === undefined ? '' : q.inText('metricMm' in family.screw ? `M${q.number(family.screw.metricMm)}` : family.screw.unified),
    pitch: q.inText(sizes.screwPitch),
    size: q.inText(q.size(WALL_BOX_SIZES.us.sizeIn, 'inch')),
  };
  return [
    { label: t('familyLabels.box'), value: sentenceStart(boxText(BOX_OF_FAMILY[family.id], content, q), locale) },
    { label: t('familyLabels.plate'), value: sizes.plate },
    { label: t('familyLabels.screws'), value: sizes.screwPitch },
    {
      label: t('familyLabels.neutral'),
      value: [
        t(`families.${family.key}.neutral`),
        t('neutralNeeded', { products: namedText(neutral.needed, content, q) }),
        t('neutralNotNeeded', { products: withoutNeutralText(neutral, content, q) }),
      ],
    },
    { label: t('familyLabels.terminals'), value: t(`families.${family.key}.terminals`, { lastOutput: mostGangs(family.id) }) },
    { label: t('familyLabels.fixing'), value: t(`families.${family.key}.fixing`, fixing) },
  ];
}

const page = definePage('installation', {
  meta: () => ({ key: 'installation' }),
  render: async ({ locale, shell }) => {
    const pages = await getTranslations('pages.installation');
    const t = await getTranslations('support.installation');
    const content = await getTranslations('content.families');
    const contentRoot = await getTranslations('content');
    const q = quantitiesFor(formattingLocaleOf(locale), contentRoot);
    const values = stepValues(q);
    const guidance = await Promise.all(FAMILIES.map((family) => familyGuidance(family, locale, contentRoot, q)));
    return (
      <>
        <PageHero eyebrow={t('eyebrow')} title={pages('heading')} lead={pages('description')}>
          <div className={styles.warning}>
            <PowerWarning title={t('warning.title')} headingId="power-warning">
              <p>{t('warning.body')}</p>
              <p>{t('warning.tools', { blade: q.inText(q.one(FITTING.screwdriverBladeMm, 'millimeter')) })}</p>
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
                  <p>{t(`steps.${step}.body`, values[step])}</p>
                  {step === 'check' && (
                    <>
                      <p className={styles.depthTitle}>{t('depthTitle')}</p>
                      <dl className={styles.depths}>
                        {boxDepthClaims().map(({ depthMm, named }) => (
                          <div key={depthMm}>
                            <dt>{q.one(depthMm, 'millimeter')}</dt>
                            <dd>{namedText(named, contentRoot, q)}</dd>
                          </div>
                        ))}
                      </dl>
                    </>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="families" title={t('familiesTitle')} lead={t('familiesLead')} tones={['alt']}>
          <div className={styles.families}>
            {FAMILIES.map((family, index) => (
              <article key={family.id} className={styles.family} aria-labelledby={`family-${family.key}`}>
                <header className={styles.familyHead}>
                  <ProductRender face={{ kind: 'touch', gangs: 2 }} finish="pearl-white" family={family.id} className={styles.familyArt} />
                  <h3 id={`family-${family.key}`}>
                    <LocalLink locale={locale} shell={shell} to={`/panel/${family.id}`}>{content(`${family.key}.name`)}</LocalLink>
                  </h3>
                </header>
                <dl className={styles.facts}>
                  {guidance[index]!.map((row) => (
                    <div key={row.label}>
                      <dt>{row.label}</dt>
                      <dd>{typeof row.value === 'string' ? row.value : row.value.map((line) => <p key={line}>{line}</p>)}</dd>
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
