import { getTranslations } from 'next-intl/server';
import { FAMILIES } from '@/lib/content';
import type { PartnerType } from '@/lib/content/partnerTypes';
import { formattingLocaleOf, type Locale } from '@/lib/i18n/locales';
import { phoneHref } from '@/lib/site';
import { ltrText } from '@/lib/text/direction';
import type { PublicPartner } from '@/lib/partners/listing';
import styles from './whereToBuy.module.css';

export interface CountryGroup {
  country: string;
  name: string;
  partners: readonly PublicPartner[];
}

/** The partners, one section per country (named in the page's language), each partner a card. */
export async function PartnerList({ groups, locale }: { groups: readonly CountryGroup[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pages.whereToBuy' });
  const content = await getTranslations({ locale, namespace: 'content.families' });
  const typeName = (type: PartnerType) => t(`types.${type}`);
  // A partner's name, address and addresses are its own, in every language: `translate="no"`.
  return (
    <>
      {groups.map((group) => (
        <section key={group.country} aria-labelledby={`partners-${group.country}`} className={styles.country}>
          <h2 id={`partners-${group.country}`}>{group.name}</h2>
          <ul className={styles.partners}>
            {group.partners.map((partner) => (
              <li key={partner.id} className={`card ${styles.partner}`}>
                <h3 translate="no">{partner.company}</h3>
                <p className={styles.type}>{typeName(partner.type)}</p>
                <address translate="no">
                  {partner.address && <span>{partner.address}</span>}
                  <span>{partner.city}</span>
                </address>
                <dl className={styles.channels}>
                  {partner.phone && (
                    <div>
                      <dt>{t('phone')}</dt>
                      <dd>
                        <a href={phoneHref(partner.phone)} className="unbroken">{ltrText(partner.phone)}</a>
                      </dd>
                    </div>
                  )}
                  {partner.email && (
                    <div>
                      <dt>{t('email')}</dt>
                      <dd>
                        <a href={`mailto:${partner.email}`} className="unbroken" translate="no">{partner.email}</a>
                      </dd>
                    </div>
                  )}
                  {partner.website && (
                    <div>
                      <dt>{t('website')}</dt>
                      <dd>
                        <a href={partner.website} rel="noopener nofollow" className="unbroken" translate="no">{partner.website.replace(/^https?:\/\//, '')}</a>
                      </dd>
                    </div>
                  )}
                  {partner.families.length > 0 && (
                    <div>
                      <dt>{t('stocks')}</dt>
                      <dd>{new Intl.ListFormat(formattingLocaleOf(locale), { type: 'conjunction' }).format(FAMILIES.filter((family) => partner.families.includes(family.id)).map((family) => content(`${family.key}.name`)))}</dd>
                    </div>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
