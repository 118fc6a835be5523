/**
 * Company facts shown across the site. Each can be set through the environment at build
 * time; the defaults are the values the site ships with.
 */
function env(name: string, fallback: string): string {
  const value = process.env[name];
  return value && value.trim() ? value.trim() : fallback;
}

export const SITE = {
  name: env('NEXT_PUBLIC_SITE_NAME', 'AUREX'),
  /** Absolute origin used in canonical links, sitemaps and structured data. */
  url: env('SITE_URL', 'https://www.aurex-smart.com').replace(/\/$/, ''),
  phone: env('SITE_PHONE', '+86 755 8600 1234'),
  email: env('SITE_EMAIL', 'support@aurex-smart.com'),
  copyrightYear: 2025,
  app: {
    android: env('APP_ANDROID_URL', 'https://play.google.com/store/apps/details?id=com.aurex.smarthome'),
    ios: env('APP_IOS_URL', 'https://apps.apple.com/app/aurex-smart-home/id1600000000'),
  },
};

/**
 * The manufacturer as its declarations of conformity and manuals name it (Radio Equipment
 * Directive, Art. 10(6); Regulation (EU) 2019/1020), and who signs the declarations (their role
 * is a message, `media.documents.declaration.role`, in each language).
 */
export const MANUFACTURER = {
  name: env('MANUFACTURER_NAME', 'AUREX Smart Technology Co., Ltd.'),
  address: env('MANUFACTURER_ADDRESS', '6/F, Building 3, Shenzhen Bay Eco-Technology Park, Nanshan District, Shenzhen 518057, China'),
  signatory: env('DOC_SIGNATORY', 'Lin Wei'),
  place: env('DOC_PLACE', 'Shenzhen'),
  /** The date the declarations are signed, `YYYY-MM-DD`. */
  date: env('DOC_DATE', '2026-11-01'),
};

export interface SocialLink {
  id: 'twitter' | 'instagram' | 'linkedin' | 'facebook' | 'youtube' | 'vk';
  label: string;
  href: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { id: 'twitter', label: 'Twitter', href: env('SOCIAL_TWITTER', 'https://twitter.com/aurexsmart') },
  { id: 'instagram', label: 'Instagram', href: env('SOCIAL_INSTAGRAM', 'https://www.instagram.com/aurexsmart') },
  { id: 'linkedin', label: 'LinkedIn', href: env('SOCIAL_LINKEDIN', 'https://www.linkedin.com/company/aurexsmart') },
  { id: 'facebook', label: 'Facebook', href: env('SOCIAL_FACEBOOK', 'https://www.facebook.com/aurexsmart') },
  { id: 'youtube', label: 'YouTube', href: env('SOCIAL_YOUTUBE', 'https://www.youtube.com/@aurexsmart') },
  { id: 'vk', label: 'VK', href: env('SOCIAL_VK', 'https://vk.com/aurexsmart') },
];

/** `tel:` and chat links need the number without spaces. */
export function phoneHref(phone: string = SITE.phone): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

export type RejectMode = 'store' | 'warn';

/**
 * Cookie consent and analytics. Read on the server at build time and handed to the client
 * components as props. Analytics load only after the visitor's analytics consent.
 */
export const PRIVACY_SETTINGS = {
  /**
   * What "Reject all" does: `store` records the refusal and the site goes on working (the
   * default, as EU law wants refusing to be as easy as accepting); `warn` shows the SPEC's
   * original warning asking the visitor to close the website.
   */
  rejectMode: (env('NEXT_PUBLIC_CONSENT_REJECT_MODE', 'store') === 'warn' ? 'warn' : 'store') as RejectMode,
  /** Tag manager container (`GTM-XXXXXXX`); unset or malformed = no tag manager at all. */
  gtmId: /^GTM-[A-Z0-9]{4,12}$/.test(env('NEXT_PUBLIC_GTM_ID', '')) ? env('NEXT_PUBLIC_GTM_ID', '') : null,
  /**
   * Vercel Web Analytics: on when built on Vercel (which serves its `/_vercel/insights`
   * endpoints), or forced with `NEXT_PUBLIC_VERCEL_ANALYTICS=1` / `0`.
   */
  vercelAnalytics: env('NEXT_PUBLIC_VERCEL_ANALYTICS', process.env.VERCEL ? '1' : '0') === '1',
};
