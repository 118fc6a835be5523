import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { partners } from '@/lib/db/schema';
import { PARTNER_TYPES, type PartnerType } from '@/lib/content/partnerTypes';
import { processWide } from '@/lib/processWide';

/** A partner as Where to buy shows it. */
export interface PublicPartner {
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
}

/**
 * How long an instance reuses what it read: a listing published or unpublished in the inbox
 * shows on every instance within this (the page itself is rendered per request and kept by
 * no shared cache).
 */
export const LISTING_TTL_MS = 30_000;

const cached = () => processWide('partnerListing', (): { value: { until: number; partners: Promise<PublicPartner[]> } | null } => ({ value: null }));

/** The published partners, by country then company; read at most once per `LISTING_TTL_MS` per instance. */
export function publishedPartners(db: Database, now = Date.now()): Promise<PublicPartner[]> {
  const shared = cached();
  if (shared.value && now < shared.value.until) return shared.value.partners;
  const read = db
    .select({
      id: partners.id,
      company: partners.company,
      country: partners.country,
      city: partners.city,
      address: partners.address,
      phone: partners.phone,
      email: partners.email,
      website: partners.website,
      type: partners.type,
      families: partners.families,
    })
    .from(partners)
    .where(eq(partners.published, true))
    .orderBy(asc(partners.country), asc(partners.company))
    .then((rows) => rows.filter((row): row is PublicPartner => (PARTNER_TYPES as readonly string[]).includes(row.type)));
  shared.value = { until: now + LISTING_TTL_MS, partners: read };
  // A failed read is not kept: the next request asks again.
  read.catch(() => {
    if (shared.value?.partners === read) shared.value = null;
  });
  return read;
}

/** Forgets what this instance read (after a change in its own inbox: the change shows at once here). */
export function forgetPublishedPartners(): void {
  cached().value = null;
}
