/** @jest-environment node */
import { gradeOf, scan, type ScanInput } from '@/e2e/support/observatory';
import { contentSecurityPolicy } from '@/lib/security/csp';
import { SECURITY_HEADERS } from '@/lib/security/headers';

const DEPLOYED = { https: true, redirection: 'to-https', hstsPreloaded: false } as const;
const PAGE = '<html><head><script src="/_next/static/chunks/a.js" async></script><script>self.x=1</script></head></html>';

function input(headers: ScanInput['headers'], extra: Partial<ScanInput> = {}): ScanInput {
  return { headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, html: PAGE, host: 'www.aurex-smart.com', deployment: DEPLOYED, ...extra };
}

const ours = Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key.toLowerCase(), value]));

describe('the Observatory scoring', () => {
  it('scores a bare site like the Observatory does (no CSP, HSTS, nosniff, XFO: 100 - 25 - 20 - 5 - 20)', () => {
    const result = scan(input({}));
    expect(result.score).toBe(30);
    expect(result.grade).toBe('D');
    expect(result.tests['content-security-policy']!.result).toBe('csp-not-implemented');
  });

  it('counts a policy without script-src as allowing any script, and gives no bonus below 90', () => {
    // 100 - 20 (scripts unrestricted); the +5 for frame-ancestors needs 90 before bonuses.
    const result = scan(
      input({
        'content-security-policy': "frame-ancestors 'none'",
        'strict-transport-security': 'max-age=31536000; includeSubdomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      }),
    );
    expect(result.tests['content-security-policy']!.result).toBe('csp-implemented-with-unsafe-inline');
    expect(result.score).toBe(80);
  });

  it("penalises 'unsafe-inline' scripts unless a hash or nonce makes browsers ignore it", () => {
    const unsafe = scan(input({ 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'" }));
    expect(unsafe.tests['content-security-policy']).toEqual({ result: 'csp-implemented-with-unsafe-inline', modifier: -20 });
    const hashed = scan(input({ 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline' 'sha256-abc='" }));
    expect(hashed.tests['content-security-policy']).toEqual({ result: 'csp-implemented-with-no-unsafe', modifier: 5 });
  });

  it("counts 'unsafe-eval', inline styles and default-src 'none' as published", () => {
    const csp = (policy: string) => scan(input({ 'content-security-policy': policy })).tests['content-security-policy']!.result;
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-eval'")).toBe('csp-implemented-with-unsafe-eval');
    expect(csp("default-src 'self'; style-src 'self' 'unsafe-inline'")).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    expect(csp("default-src 'none'; script-src 'self'; style-src 'self'")).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(csp("default-src 'none'; script-src 'self' http://cdn.example")).toBe('csp-implemented-with-insecure-scheme');
  });

  it('reads two policies the way a browser enforces them: a source must pass both', () => {
    const result = scan(input({ 'content-security-policy': ["default-src 'self'; script-src 'self' 'unsafe-inline'", "script-src 'self'"] }));
    expect(result.tests['content-security-policy']!.result).toBe('csp-implemented-with-no-unsafe');
  });

  it('grades cookies by their flags', () => {
    const cookies = (setCookie: string[]) => scan(input({ ...ours, 'set-cookie': setCookie })).tests.cookies!.result;
    expect(cookies(['theme=dark; Secure; SameSite=Lax'])).toBe('cookies-secure-with-httponly-sessions-and-samesite');
    expect(cookies(['theme=dark; SameSite=Lax'])).toBe('cookies-without-secure-flag-but-protected-by-hsts');
    expect(cookies(['sessionid=1; Secure; SameSite=Lax'])).toBe('cookies-session-without-httponly-flag');
    expect(cookies(['a=1; Secure; SameSite=Bogus'])).toBe('cookies-samesite-flag-invalid');
  });

  it('punishes CORS that reflects any origin with credentials', () => {
    const cors = (headers: Record<string, string>) =>
      scan(input({}, { cors: { origin: 'https://evil.example', headers } })).tests['cross-origin-resource-sharing']!;
    expect(cors({ 'access-control-allow-origin': 'https://evil.example', 'access-control-allow-credentials': 'true' }).modifier).toBe(-50);
    expect(cors({ 'access-control-allow-origin': '*' }).modifier).toBe(0);
    expect(cors({}).result).toBe('cross-origin-resource-sharing-not-implemented');
  });

  it('rewards Subresource Integrity and punishes foreign scripts without it', () => {
    const sri = (html: string) => scan(input({}, { html })).tests['subresource-integrity']!.result;
    expect(sri('<script src="/a.js" integrity="sha384-x"></script>')).toBe('sri-implemented-and-all-scripts-loaded-securely');
    expect(sri('<script src="/a.js"></script>')).toBe('sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
    expect(sri('<script src="https://cdn.example/a.js"></script>')).toBe('sri-not-implemented-but-external-scripts-loaded-securely');
    expect(sri('<script src="http://cdn.example/a.js"></script>')).toBe('sri-not-implemented-and-external-scripts-not-loaded-securely');
    expect(sri('<p>no script</p>')).toBe('sri-not-implemented-but-no-scripts-loaded');
  });

  it('rates HSTS by its max-age, and the hosting facts it cannot see locally', () => {
    const hsts = (header: string) => scan(input({ 'strict-transport-security': header })).tests['strict-transport-security']!.result;
    expect(hsts('max-age=15552000')).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(hsts('max-age=86400')).toBe('hsts-implemented-max-age-less-than-six-months');
    expect(hsts('includeSubDomains')).toBe('hsts-header-invalid');
    expect(scan(input({}, { deployment: { ...DEPLOYED, hstsPreloaded: true } })).tests['strict-transport-security']!.modifier).toBe(5);
    expect(scan(input({}, { deployment: { ...DEPLOYED, redirection: 'missing' } })).tests.redirection!.modifier).toBe(-20);
  });

  it('awards bonuses only from 90 up', () => {
    // Referrer-Policy (+5) and CORP (+10) do not lift a site that lacks HSTS (-20) over 80.
    const result = scan(input({ ...ours, 'strict-transport-security': undefined, 'content-security-policy': contentSecurityPolicy() }));
    expect(result.score).toBe(80);
  });

  it("gives this site's headers an A+: every penalty avoided, every bonus it can earn by headers", () => {
    const result = scan(input({ ...ours, 'content-security-policy': contentSecurityPolicy({ scriptHashes: ['abc='] }) }));
    expect(Object.values(result.tests).filter((test) => test.modifier < 0)).toEqual([]);
    // 100 + CSP default-src 'none' 10 + Referrer-Policy 5 + frame-ancestors 5 + CORP 10.
    expect(result.score).toBe(130);
    expect(result.grade).toBe('A+');
  });

  it('maps scores to the published grades', () => {
    expect([145, 100, 99, 90, 89, 85, 84, 80, 79, 70, 69, 65, 64, 60, 59, 50, 49, 45, 44, 40, 39, 30, 29, 25, 24, 0].map(gradeOf)).toEqual([
      'A+', 'A+', 'A', 'A', 'A-', 'A-', 'B+', 'B+', 'B', 'B', 'B-', 'B-', 'C+', 'C+', 'C', 'C', 'C-', 'C-', 'D+', 'D+', 'D', 'D', 'D-', 'D-', 'F', 'F',
    ]);
  });
});
