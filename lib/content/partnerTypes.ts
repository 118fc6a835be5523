/** The kinds of partner Where to buy lists, each named under `pages.whereToBuy.types`. */
export const PARTNER_TYPES = ['distributor', 'installer', 'retailer'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];
