import 'server-only';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { merchantApplications, partnerEvents, partners, type ApplicationDecision } from '@/lib/db/schema';
import { COUNTRIES, isCountryCode } from '@/lib/content/countries';
import { PARTNER_TYPES, type PartnerType } from '@/lib/content/partnerTypes';
import { FAMILY_IDS } from '@/lib/content/types';
import { forgetPublishedPartners } from '@/lib/partners/listing';

/** A listing as the inbox edits it. */
export interface PartnerListing {
  id: number;
  company: string;
  country: string;
  city: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  type: PartnerType;
  families: string[];
  published: boolean;
  sample: boolean;
  applicationId: number | null;
  /** The applicant asked to be listed (or the listing was made by the company itself). */
  mayPublish: boolean;
  events: { action: string; at: Date; detail: Record<string, unknown> }[];
}

export type PartnerFields = Pick<PartnerListing, 'company' | 'country' | 'city' | 'address' | 'phone' | 'email' | 'website' | 'type' | 'families'>;

const TEXT_LIMITS = { company: 120, city: 80, address: 200, phone: 30, email: 254, website: 200 } as const;

/** The fields of a listing from the inbox's form, or the names of those that do not hold. */
export function partnerFieldsOf(form: FormData): { ok: true; fields: PartnerFields } | { ok: false; invalid: string[] } {
  const text = (name: keyof typeof TEXT_LIMITS) => String(form.get(name) ?? '').replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const fields: PartnerFields = {
    company: text('company'),
    country: String(form.get('country') ?? '').trim().toUpperCase(),
    city: text('city'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    type: String(form.get('type') ?? '') as PartnerType,
    families: form.getAll('families').map(String).filter((family) => (FAMILY_IDS as readonly string[]).includes(family)),
  };
  const invalid = [
    ...(Object.keys(TEXT_LIMITS) as (keyof typeof TEXT_LIMITS)[]).filter((name) => fields[name].length > TEXT_LIMITS[name]),
    ...(fields.company ? [] : ['company']),
    ...(fields.city ? [] : ['city']),
    ...(isCountryCode(fields.country) ? [] : ['country']),
    ...((PARTNER_TYPES as readonly string[]).includes(fields.type) ? [] : ['type']),
    ...(fields.email === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email) ? [] : ['email']),
    ...(fields.website === '' || /^https:\/\/[\w.-]+\.[a-z]{2,}(\/\S*)?$/i.test(fields.website) ? [] : ['website']),
  ];
  return invalid.length > 0 ? { ok: false, invalid: [...new Set(invalid)] } : { ok: true, fields };
}

async function record(db: Database, event: { applicationId?: number | null; partnerId?: number | null; action: string; detail?: Record<string, unknown> }) {
  await db.insert(partnerEvents).values({ applicationId: event.applicationId ?? null, partnerId: event.partnerId ?? null, action: event.action, detail: event.detail ?? {} });
}

/** The application's business type as a partner type (an `other` applicant is listed as a retailer until edited). */
function typeOf(businessType: string): PartnerType {
  return (PARTNER_TYPES as readonly string[]).includes(businessType) ? (businessType as PartnerType) : 'retailer';
}

/**
 * The company's decision on an application. Approving makes an unpublished listing from it,
 * prefilled with what the applicant sent (the public address, phone and email are the
 * company's to edit); declining makes none. Deciding again changes nothing already listed.
 */
export async function decideApplication(db: Database, applicationId: number, decision: Exclude<ApplicationDecision, 'received'>): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [application] = await tx.select().from(merchantApplications).where(eq(merchantApplications.id, applicationId)).for('update');
    if (!application || application.decision !== 'received') return null;
    await tx.update(merchantApplications).set({ decision, decidedAt: new Date() }).where(eq(merchantApplications.id, applicationId));
    await record(tx as unknown as Database, { applicationId, action: decision });
    if (decision === 'declined') return null;
    const country = COUNTRIES.find((entry) => entry.en === application.country)?.iso ?? '';
    const [listing] = await tx
      .insert(partners)
      .values({
        company: application.company,
        country,
        city: '',
        phone: `${application.dialCode} ${application.phone}`,
        email: application.email,
        website: application.website && !/^https?:\/\//.test(application.website) ? `https://${application.website}` : application.website,
        type: typeOf(application.businessType),
        applicationId,
        published: false,
      })
      .returning({ id: partners.id });
    await record(tx as unknown as Database, { applicationId, partnerId: listing!.id, action: 'created' });
    return listing!.id;
  });
}

/** Saves the company's edit of a listing, and what it set. */
export async function updatePartner(db: Database, id: number, fields: PartnerFields): Promise<void> {
  await db.update(partners).set({ ...fields, updatedAt: new Date() }).where(eq(partners.id, id));
  await record(db, { partnerId: id, action: 'edited', detail: { ...fields } });
  forgetPublishedPartners();
}

/** A new listing the company makes itself (no application behind it). */
export async function createPartner(db: Database, fields: PartnerFields): Promise<number> {
  const [row] = await db.insert(partners).values({ ...fields, published: false }).returning({ id: partners.id });
  await record(db, { partnerId: row!.id, action: 'created', detail: { ...fields } });
  return row!.id;
}

/**
 * Shows or withdraws a listing on Where to buy. A listing made from an application is
 * published only when the applicant asked to be listed, and only with the city filled in.
 */
export async function setPublished(db: Database, id: number, published: boolean): Promise<'done' | 'notAllowed' | 'incomplete'> {
  const [listing] = await db
    .select({ city: partners.city, country: partners.country, consent: merchantApplications.listingConsent, applicationId: partners.applicationId })
    .from(partners)
    .leftJoin(merchantApplications, eq(partners.applicationId, merchantApplications.id))
    .where(eq(partners.id, id));
  if (!listing) return 'notAllowed';
  if (published && listing.applicationId !== null && listing.consent !== true) return 'notAllowed';
  if (published && (!listing.city || !listing.country)) return 'incomplete';
  await db.update(partners).set({ published, updatedAt: new Date() }).where(eq(partners.id, id));
  await record(db, { partnerId: id, action: published ? 'published' : 'unpublished' });
  forgetPublishedPartners();
  return 'done';
}

/** Removes the sample listing a fresh install started with. */
export async function removeSamples(db: Database): Promise<number> {
  const removed = await db.delete(partners).where(eq(partners.sample, true)).returning({ id: partners.id });
  forgetPublishedPartners();
  return removed.length;
}

/** Every listing, published first, with whether it may be published and its history. */
export async function listPartners(db: Database): Promise<PartnerListing[]> {
  const rows = await db
    .select({ partner: partners, consent: merchantApplications.listingConsent })
    .from(partners)
    .leftJoin(merchantApplications, eq(partners.applicationId, merchantApplications.id))
    .orderBy(desc(partners.published), asc(partners.country), asc(partners.company));
  const ids = rows.map(({ partner }) => partner.id);
  const events = ids.length ? await db.select().from(partnerEvents).where(inArray(partnerEvents.partnerId, ids)).orderBy(asc(partnerEvents.id)) : [];
  return rows.map(({ partner, consent }) => ({
    ...partner,
    type: partner.type,
    mayPublish: partner.applicationId === null || consent === true,
    events: events.filter((event) => event.partnerId === partner.id).map((event) => ({ action: event.action, at: event.createdAt, detail: event.detail })),
  }));
}
