import { getTranslations } from 'next-intl/server';
import { definePage } from '@/components/page/definePage';
import { PageHero } from '@/components/page/PageHero';
import { Section } from '@/components/page/Section';
import { LocalLink } from '@/components/shared/LocalLink';
import { ContactLink } from '@/components/shared/ContactLink';
import { PartnerList, type CountryGroup } from '@/components/page/whereToBuy/PartnerList';
import styles from '@/components/page/whereToBuy/whereToBuy.module.css';
import { countryName } from '@/lib/content/countries';
import { PARTNER_TYPES } from '@/lib/content/partnerTypes';
import { getDatabase } from '@/lib/db/client';
import { formattingLocaleOf, type Locale } from '@/lib/i18n/locales';
import { pageHref } from '@/lib/i18n/paths';
import { publishedPartners, type PublicPartner } from '@/lib/partners/listing';
import { parsePartnerQuery } from '@/lib/partners/query';

const queryOf = (params: Record<string, string | string[] | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([name, value]) => (value === undefined ? [] : [value].flat().map((one) => [name, one]))));

/** The partners by country, named in the page's language; the visitor's own region first, then alphabetical. */
function groupsOf(partners: readonly PublicPartner[], locale: Locale): CountryGroup[] {
  const formatting = formattingLocaleOf(locale);
  const collator = new Intl.Collator(formatting);
  const region = locale.split('-')[1];
  const countries = [...new Set(partners.map((partner) => partner.country))];
  return countries
    .map((country) => ({ country, name: countryName(country, formatting), partners: partners.filter((partner) => partner.country === country) }))
    .sort((a, b) => Number(b.country === region) - Number(a.country === region) || collator.compare(a.name, b.name));
}

/**
 * Where to buy: the partners the company publishes from its inbox, grouped by country, with
 * GET filters that work without script. Rendered per request from the database (an instance
 * reads it at most every 30 s, lib/partners/listing.ts), so a listing published or withdrawn
 * shows everywhere within a minute.
 */
const page = definePage('whereToBuy', {
  meta: async ({ searchParams }) => {
    const t = await getTranslations('pages.whereToBuy');
    const filtered = [...queryOf(await searchParams).keys()].length > 0;
    return { title: t('title'), description: t('description'), noindex: filtered };
  },
  render: async ({ locale, shell, searchParams }) => {
    const t = await getTranslations('pages.whereToBuy');
    const query = parsePartnerQuery(queryOf(await searchParams));
    const all = await publishedPartners((await getDatabase()).db);
    const shown = all.filter((partner) => (!query.country || partner.country === query.country) && (!query.type || partner.type === query.type));
    const groups = groupsOf(shown, locale);
    const countries = groupsOf(all, locale);
    const formatting = formattingLocaleOf(locale);
    return (
      <>
        <PageHero title={t('heading')} lead={t('lead')} />
        <Section tones={['tight']}>
          {query.unknown.map((which) => (
            <p key={which} className={styles.notice} role="alert">
              {t(which === 'country' ? 'unknownCountry' : 'unknownType')}
            </p>
          ))}
          <form method="get" action={pageHref(locale, shell, '/where-to-buy')} className={styles.filters} aria-label={t('filtersLabel')}>
            <label>
              {t('country')}
              <select name="country" defaultValue={query.country ?? ''}>
                <option value="">{t('allCountries')}</option>
                {countries.map((group) => (
                  <option key={group.country} value={group.country}>
                    {group.name}
                  </option>
                ))}
                {query.country && !countries.some((group) => group.country === query.country) && (
                  <option value={query.country}>{countryName(query.country, formatting)}</option>
                )}
              </select>
            </label>
            <label>
              {t('type')}
              <select name="type" defaultValue={query.type ?? ''}>
                <option value="">{t('allTypes')}</option>
                {PARTNER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`types.${type}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button">
              {t('show')}
            </button>
          </form>
          <p className={styles.summary} role="status">
            {t('summary', { partners: shown.length, countries: groups.length })}
          </p>
          {groups.length > 0 ? (
            <PartnerList groups={groups} locale={locale} />
          ) : (
            <div className={styles.empty}>
              <p>{query.country && !query.type ? t('emptyCountry', { country: countryName(query.country, formatting) }) : t('emptyType')}</p>
              <p>{t('emptyHelp')}</p>
              <p>
                <ContactLink channel="chat" locale={locale} />
              </p>
              <p>
                <ContactLink channel="email" locale={locale} />
              </p>
              <LocalLink locale={locale} shell={shell} to="/contact" className="button">
                {t('becomePartner')}
              </LocalLink>
            </div>
          )}
        </Section>
      </>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
