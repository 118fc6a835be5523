import { getTranslations } from 'next-intl/server';
import { MerchantFormOnDemand } from '@/components/shared/onDemand/parts';
import { PrivacyNotice } from '@/components/shared/forms/PrivacyNotice';
import { COUNTRIES, countryName, toDialCodeOptions } from '@/lib/content/countries';
import { formattingLocaleOf } from '@/lib/i18n/locales';
import { DISTRIBUTORS } from '@/lib/content/distributors';
import { phoneHref } from '@/lib/site';
import { ltrText } from '@/lib/text/direction';
import { FORM_NAMESPACES, partMessagesFor } from '@/lib/i18n/messages';
import { simplePage } from '@/components/page/simplePage';
import styles from './contact.module.css';
import { Section } from '@/components/page/Section';
import { ContactLink } from '@/components/shared/ContactLink';
import { LocalLink } from '@/components/shared/LocalLink';

const DEFAULT_DIAL_CODE = '+971';

const page = simplePage('contact', 'contact', async ({ locale, shell }) => {
  const t = await getTranslations('forms');
  return (
    <Section layout={styles.layout}>
      <div>
        <h2>{t('merchant.heading')}</h2>
        <p className="lead">{t('merchant.lead')}</p>
        <MerchantFormOnDemand
          {...await partMessagesFor(locale, FORM_NAMESPACES)}
          locale={locale}
          dialCodes={toDialCodeOptions(COUNTRIES, formattingLocaleOf(locale))}
          defaultDialCode={DEFAULT_DIAL_CODE}
          privacyNotice={<PrivacyNotice locale={locale} shell={shell} form="merchant" />}
        />
      </div>
      <aside className={styles.aside}>
        <div className="card">
          <p>
            <ContactLink channel="chat" locale={locale} />
          </p>
          <p>
            <ContactLink channel="email" locale={locale} />
          </p>
        </div>
        <p className="card">
          <LocalLink locale={locale} shell={shell} to="/where-to-buy">{(await getTranslations('nav'))('whereToBuy')}</LocalLink>
        </p>
        {DISTRIBUTORS.map((distributor) => (
          <address key={distributor.company} className={`card ${styles.distributor}`}>
            <h2 className={styles.distributorHeading}>{t('merchant.distributorHeading', { country: countryName(distributor.country, formattingLocaleOf(locale)) })}</h2>
            <strong>{distributor.company}</strong>
            {distributor.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <a href={phoneHref(distributor.phone)} className="unbroken">
              {ltrText(distributor.phone)}
            </a>
            <a href={`mailto:${distributor.email}`} className="unbroken">
              {distributor.email}
            </a>
          </address>
        ))}
      </aside>
    </Section>
  );
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
