/**
 * The Content-Security-Policy of the site, in one place. Nothing is allowed by default
 * (`default-src 'none'`); each kind of resource is allowed from our own origin only. Scripts
 * run from our origin, plus the inline scripts Next.js writes into a page, which are allowed
 * one by one: by their sha256 hash on prerendered pages (scripts/prerendered, after `next build`) or
 * by a per-request nonce on the few pages rendered per request (middleware.ts). No
 * `'unsafe-inline'` and no `'unsafe-eval'` for scripts, ever.
 */

/** Origin of the tag manager that the consent layer loads after analytics consent. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Where a Google Tag Manager container with Google Analytics 4 loads from and sends to
 * (Google's CSP guide for Tag Manager); allowed only when a container is configured.
 */
const TAG_MANAGER_SOURCES = {
  script: [TAG_MANAGER_ORIGIN],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

export interface PolicyOptions {
  /** Base64 sha256 digests of the page's inline scripts (`'sha256-…'` is added here). */
  scriptHashes?: readonly string[];
  /** Per-request nonce of a page rendered per request. */
  nonce?: string;
  /** Whether the tag manager may load (a container id is configured). */
  tagManager?: boolean;
}

export type Directives = Record<string, readonly string[]>;

/** The policy's directives, before serialisation. */
export function policyDirectives({ scriptHashes = [], nonce, tagManager = false }: PolicyOptions = {}): Directives {
  const gtm = (kind: keyof typeof TAG_MANAGER_SOURCES) => (tagManager ? TAG_MANAGER_SOURCES[kind] : []);
  return {
    'default-src': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...gtm('img')],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...gtm('connect')],
    // The PDF viewer runs pdf.js in a worker served from our origin.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    // Style sheets and <style> elements only from our origin. React writes `style="…"`
    // attributes into the server HTML (sizes, colours of the product drawings), which
    // cannot run code: they are allowed, and only they.
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'script-src': [
      "'self'",
      ...scriptHashes.map((hash) => `'sha256-${hash}'`),
      ...(nonce ? [`'nonce-${nonce}'`] : []),
      ...gtm('script'),
    ],
    'upgrade-insecure-requests': [],
  };
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The policy of a private file the inbox sends (a CSV, a visitor's picture): nothing in it may run. */
export const FILE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  return serializePolicy(policyDirectives(options));
}

/** Parses a policy into its directives (lower-case names, sources as written). */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}
