/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, parsePolicy } from '@/lib/security/csp';
import { NON_PAGE_SOURCES, PUBLIC_FILE_EXTENSIONS, SECURITY_HEADERS } from '@/lib/security/headers';
import { createNonce, isAdminFile, isAdminPath, isAdminRouteHandler } from '@/lib/security/requestPolicy';
import { rendersPerRequest } from '@/lib/pages';

describe('contentSecurityPolicy', () => {
  it('allows nothing by default and scripts only from our origin, never inline or eval', () => {
    const policy = parsePolicy(contentSecurityPolicy());
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval/);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it("lets the PDF viewer's worker run from our origin", () => {
    expect(parsePolicy(contentSecurityPolicy()).get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('adds the hashes of a page and the nonce of a request to script-src only', () => {
    const policy = parsePolicy(contentSecurityPolicy({ scriptHashes: ['abc=', 'def='], nonce: 'n0nce' }));
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-def='", "'nonce-n0nce'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
  });

  it('allows the tag manager and its measurement endpoints only when a container is configured', () => {
    expect(contentSecurityPolicy()).not.toContain('google');
    const policy = parsePolicy(contentSecurityPolicy({ tagManager: true }));
    expect(policy.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(policy.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(policy.get('img-src')).toContain('https://*.google-analytics.com');
  });
});

describe('headers of every response', () => {
  const byName = new Map(SECURITY_HEADERS.map(({ key, value }) => [key.toLowerCase(), value]));

  it('sends HSTS for at least a year on subdomains too, nosniff, a private referrer policy, COOP and CORP', () => {
    const hsts = byName.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
    expect(byName.get('x-content-type-options')).toBe('nosniff');
    expect(byName.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(byName.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(byName.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(byName.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  });

  it('leaves the policy out of the headers every response gets (pages bring their own)', () => {
    expect(byName.has('content-security-policy')).toBe(false);
  });

  it('gives the strict policy to exactly the files the middleware does not see', () => {
    const middleware = readFileSync(path.join(process.cwd(), 'middleware.ts'), 'utf8');
    expect(middleware).toContain(`.*\\\\.(?:${PUBLIC_FILE_EXTENSIONS.join('|')})$`);
    expect(middleware).toContain('(?!_next/|api/|');
    expect(NON_PAGE_SOURCES).toEqual(expect.arrayContaining(['/_next/:path*', '/api/:path*']));
  });
});

describe('pages rendered per request', () => {
  it('are the search results of both shells', () => {
    expect(rendersPerRequest('desktop', '/search')).toBe(true);
    expect(rendersPerRequest('mobile', '/catalogsearch/result')).toBe(true);
    expect(rendersPerRequest('desktop', '/')).toBe(false);
    expect(rendersPerRequest('mobile', '/panel/1')).toBe(false);
    expect(rendersPerRequest('desktop', '/products/search')).toBe(false);
  });

  it('include the company inbox, which is not localised', () => {
    for (const path of ['/admin', '/admin/', '/admin/export', '/admin/attachments/3']) expect(isAdminPath(path)).toBe(true);
    for (const path of ['/administration', '/en-US/admin', '/m/admin', '/adminx/y']) expect(isAdminPath(path)).toBe(false);
  });

  it("give the inbox's files (the CSV, a visitor's picture) the file policy, whatever the answer", () => {
    for (const path of ['/admin/export', '/admin/attachments/3', '/admin/attachments/3/']) expect(isAdminFile(path)).toBe(true);
    for (const path of ['/admin', '/admin/login', '/admin/logout', '/admin/attachments', '/admin/exports']) expect(isAdminFile(path)).toBe(false);
  });

  it("tell the inbox's route handlers from its pages as the app folder does", () => {
    const adminFolder = path.join(process.cwd(), 'app', 'admin');
    const files = readdirSync(adminFolder, { recursive: true, encoding: 'utf8' });
    const urlOf = (file: string) => `/admin/${path.dirname(file)}`.replace(/\/\.$/, '').replace(/\[[^\]]+\]/g, '7');
    const handlers = files.filter((file) => path.basename(file) === 'route.ts').map(urlOf);
    const pages = files.filter((file) => path.basename(file) === 'page.tsx').map(urlOf);
    expect(handlers.length).toBeGreaterThan(0);
    expect(pages.length).toBeGreaterThan(0);
    for (const url of handlers) expect({ url, handler: isAdminRouteHandler(url) }).toEqual({ url, handler: true });
    for (const url of pages) expect({ url, handler: isAdminRouteHandler(url) }).toEqual({ url, handler: false });
    expect(isAdminRouteHandler('/admin/attachments/7/more')).toBe(false);
  });

  it('get a fresh 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
