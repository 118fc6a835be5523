/**
 * The visitor's cookie choices (SPEC section 4, "Cookie consent"): stored in the browser
 * under one key and mirrored in a cookie the server can read. Everything here is pure or
 * takes the storage it works on, so it runs the same in jest, the browser and Playwright.
 * No `@/` imports: `playwright.config.ts` uses this module too.
 */

/** localStorage key of the stored choice. */
export const CONSENT_STORAGE_KEY = 'consent';
/** Cookie that mirrors the stored choice for the server and middleware. */
export const CONSENT_COOKIE = 'consent';
/**
 * Version of the cookie policy the visitor agreed to. Raise it whenever the policy or the
 * list of optional cookies changes: every stored choice of an older version asks again.
 */
export const CONSENT_POLICY_VERSION = 1;
/** A choice is asked again after a year, and the cookie mirror lives as long. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const OPTIONAL_CATEGORIES = ['analytics', 'marketing'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

export interface Consent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  /** CONSENT_POLICY_VERSION when the choice was made. */
  version: number;
  /** When the choice was made, ISO 8601 in UTC. */
  date: string;
}

const CONSENT_KEYS = ['analytics', 'date', 'marketing', 'necessary', 'version'].join();
const UTC_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

/**
 * Exactly the shape `createConsent` writes, nothing more. Checked by hand, not with zod:
 * this runs on every page in the browser, and five fields are not worth shipping zod for
 * (docs/benchmarks.md).
 */
function isConsent(value: unknown): value is Consent {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    Object.keys(record).sort().join() === CONSENT_KEYS &&
    record.necessary === true &&
    typeof record.analytics === 'boolean' &&
    typeof record.marketing === 'boolean' &&
    Number.isSafeInteger(record.version) &&
    (record.version as number) > 0 &&
    typeof record.date === 'string' &&
    UTC_DATE_TIME.test(record.date) &&
    !Number.isNaN(Date.parse(record.date))
  );
}
export type ConsentChoice = Pick<Consent, OptionalCategory>;

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { analytics: false, marketing: false };

export type ParsedConsent =
  | { status: 'absent' }
  /** Not JSON, or JSON of another shape: to be removed. */
  | { status: 'invalid' }
  /** Well formed, but for an older policy version or too old: to be asked again. */
  | { status: 'outdated' }
  | { status: 'valid'; consent: Consent };

export function createConsent(choice: ConsentChoice, now: Date = new Date()): Consent {
  return {
    necessary: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    version: CONSENT_POLICY_VERSION,
    date: now.toISOString(),
  };
}

export function serializeConsent(consent: Consent): string {
  return JSON.stringify(consent);
}

/** Reads a stored value, whatever is stored there. */
export function parseConsent(raw: string | null | undefined, now: Date = new Date()): ParsedConsent {
  if (raw === null || raw === undefined || raw === '') return { status: 'absent' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { status: 'invalid' };
  }
  if (!isConsent(json)) return { status: 'invalid' };
  const consent = json;
  const age = now.getTime() - Date.parse(consent.date);
  if (consent.version !== CONSENT_POLICY_VERSION || age > CONSENT_MAX_AGE_SECONDS * 1000) return { status: 'outdated' };
  return { status: 'valid', consent };
}

/** The value of one cookie in a `document.cookie` / `Cookie` header string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** `document.cookie` assignment that stores (or, with `null`, removes) the mirror. */
export function consentCookieHeader(consent: Consent | null, secure: boolean): string {
  const value = consent ? encodeURIComponent(serializeConsent(consent)) : '';
  const maxAge = consent ? CONSENT_MAX_AGE_SECONDS : 0;
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Where a choice is kept: the page's localStorage and cookies, or stand-ins in tests. */
export interface ConsentPlace {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  getCookies(): string;
  setCookie(header: string): void;
  secure: boolean;
}

/** The browser's own places; storage is `null` where the browser refuses it. */
export function browserConsentPlace(): ConsentPlace {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return {
    storage,
    getCookies: () => document.cookie,
    setCookie: (header) => {
      document.cookie = header;
    },
    secure: window.location.protocol === 'https:',
  };
}

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** Removes the choice from both places. */
export function clearConsent(place: ConsentPlace): void {
  safely(() => place.storage?.removeItem(CONSENT_STORAGE_KEY), undefined);
  place.setCookie(consentCookieHeader(null, place.secure));
}

/** Stores a choice in both places and returns it. */
export function storeConsent(place: ConsentPlace, choice: ConsentChoice, now: Date = new Date()): Consent {
  const consent = createConsent(choice, now);
  safely(() => place.storage?.setItem(CONSENT_STORAGE_KEY, serializeConsent(consent)), undefined);
  place.setCookie(consentCookieHeader(consent, place.secure));
  return consent;
}

/**
 * The visitor's valid choice, or `null` when the banner must ask. localStorage is the
 * source; the cookie fills in when storage is empty (or disabled) and is rewritten to
 * match. A corrupt, unknown or outdated value in either place is removed from both.
 */
export function loadConsent(place: ConsentPlace, now: Date = new Date()): Consent | null {
  const stored = parseConsent(safely(() => place.storage?.getItem(CONSENT_STORAGE_KEY) ?? null, null), now);
  const mirrored = parseConsent(readCookie(place.getCookies(), CONSENT_COOKIE), now);
  const source = stored.status === 'absent' ? mirrored : stored;
  if (source.status !== 'valid') {
    if (stored.status !== 'absent' || mirrored.status !== 'absent') clearConsent(place);
    return null;
  }
  const { consent } = source;
  const serialized = serializeConsent(consent);
  if (stored.status === 'absent') safely(() => place.storage?.setItem(CONSENT_STORAGE_KEY, serialized), undefined);
  if (mirrored.status !== 'valid' || serializeConsent(mirrored.consent) !== serialized) {
    place.setCookie(consentCookieHeader(consent, place.secure));
  }
  return consent;
}
