import { getTranslations } from 'next-intl/server';
import { adminPublishAction, adminRemoveSamplesAction, adminSavePartnerAction } from '@/lib/admin/actions';
import type { PartnerListing } from '@/lib/admin/partners';
import { COUNTRIES } from '@/lib/content/countries';
import { FAMILIES } from '@/lib/content';
import { PARTNER_TYPES } from '@/lib/content/partnerTypes';
import { AdminNav } from './AdminNav';
import styles from './admin.module.css';
import { listingAnchor } from '@/lib/pages';

type T = Awaited<ReturnType<typeof getTranslations<'admin'>>>;

export interface PartnersNotice {
  edit?: string;
  saved?: string;
  refused?: 'notAllowed' | 'incomplete';
  invalid?: string[];
}

const TEXT_FIELDS = ['company', 'city', 'address', 'phone', 'email', 'website'] as const;

/** The form of one listing (`partner`), or of a new one. */
function ListingForm({ partner, t }: { partner?: PartnerListing; t: T }) {
  return (
    <form action={adminSavePartnerAction} className={styles.partnerForm}>
      {partner && <input type="hidden" name="id" value={partner.id} />}
      {TEXT_FIELDS.map((name) => (
        <label key={name}>
          {t(`partners.fields.${name}`)}
          <input className={styles.input} name={name} defaultValue={partner?.[name] ?? ''} required={name === 'company' || name === 'city'} type={name === 'email' ? 'email' : name === 'website' ? 'url' : 'text'} />
        </label>
      ))}
      <label>
        {t('partners.fields.country')}
        <select className={styles.input} name="country" defaultValue={partner?.country ?? ''} required>
          <option value="" />
          {COUNTRIES.map((country) => (
            <option key={country.iso} value={country.iso}>
              {country.en}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('partners.fields.type')}
        <select className={styles.input} name="type" defaultValue={partner?.type ?? 'distributor'}>
          {PARTNER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`partners.types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>{t('partners.fields.families')}</legend>
        {FAMILIES.map((family) => (
          <label key={family.id} className={styles.check}>
            <input type="checkbox" name="families" value={family.id} defaultChecked={partner?.families.includes(family.id)} />
            {family.code}
          </label>
        ))}
      </fieldset>
      <div>
        <button type="submit" className="button">
          {partner ? t('partners.save') : t('partners.create')}
        </button>
      </div>
    </form>
  );
}

function Notice({ notice, id, t }: { notice: PartnersNotice; id: string; t: T }) {
  if (notice.edit !== id && notice.saved !== id) return null;
  const text = notice.saved === id ? t('partners.saved') : notice.refused ? t(`partners.${notice.refused}`) : notice.invalid?.length ? t('partners.invalid', { fields: notice.invalid.join(', ') }) : null;
  return text ? (
    <p role="status" className={styles.message}>
      {text}
    </p>
  ) : null;
}

/** Every listing of Where to buy, each editable and published or withdrawn on its own; plain forms, no script. */
export async function Partners({ partners, notice }: { partners: readonly PartnerListing[]; notice: PartnersNotice }) {
  const t = await getTranslations({ locale: 'en-US', namespace: 'admin' });
  const samples = partners.filter((partner) => partner.sample).length;
  return (
    <main className={styles.page}>
      <header className={styles.top}>
        <h1>{t('partners.title')}</h1>
        <AdminNav current="partners" t={t} />
      </header>
      <p>{t('partners.lead')}</p>
      <p role="status">{t('partners.count', { count: partners.length })}</p>
      {samples > 0 && (
        <form action={adminRemoveSamplesAction}>
          <button type="submit" className="button button--ghost">
            {t('partners.removeSamples', { count: samples })}
          </button>
        </form>
      )}
      <ul className={styles.partners}>
        {partners.map((partner) => (
          <li key={partner.id} id={listingAnchor(partner.id)} className={styles.partner} data-published={partner.published}>
            <h2>
              {partner.company}
              <span className={styles.badge}>{partner.published ? t('partners.published') : t('partners.unpublished')}</span>
              {partner.sample && <span className={styles.badge}>{t('partners.sample')}</span>}
            </h2>
            <Notice notice={notice} id={String(partner.id)} t={t} />
            <ListingForm partner={partner} t={t} />
            <form action={adminPublishAction}>
              <input type="hidden" name="id" value={partner.id} />
              <input type="hidden" name="published" value={String(!partner.published)} />
              <button type="submit" className="button button--ghost" disabled={!partner.published && !partner.mayPublish}>
                {partner.published ? t('partners.unpublish') : t('partners.publish')}
              </button>
            </form>
            {!partner.mayPublish && <p className={styles.history}>{t('partners.notAllowed')}</p>}
            {partner.events.length > 0 && (
              <details className={styles.history}>
                <summary>{t('partners.history')}</summary>
                <ol>
                  {partner.events.map((event, index) => (
                    <li key={index}>
                      <time dateTime={event.at.toISOString()}>{event.at.toISOString().replace('T', ' ').slice(0, 19)} UTC</time> {event.action}
                      {Object.keys(event.detail).length > 0 && `: ${Object.entries(event.detail).map(([field, value]) => `${field} = ${Array.isArray(value) ? value.join('+') : String(value)}`).join('; ')}`}
                    </li>
                  ))}
                </ol>
              </details>
            )}
          </li>
        ))}
        <li id={listingAnchor('new')} className={styles.partner}>
          <h2>{t('partners.new')}</h2>
          <Notice notice={notice} id="new" t={t} />
          <ListingForm t={t} />
        </li>
      </ul>
    </main>
  );
}
