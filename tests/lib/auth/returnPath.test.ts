import fc from 'fast-check';
import { safeReturnPath } from '@/lib/auth/returnPath';

describe('safeReturnPath', () => {
  test.each([
    ['/support/feedback', '/support/feedback'],
    ['/de-DE/m/support/feedback', '/de-DE/m/support/feedback'],
    ['/account?tab=1#x', '/account?tab=1#x'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnPath(value, '/fallback')).toBe(expected);
  });

  test.each([
    '//evil.example',
    '//evil.example/support/feedback',
    'https://evil.example',
    'https://evil.example/support/feedback',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/%0d%0aSet-Cookie:x',
    '/.//evil.example/x',
    '/%2e//evil.example/x',
    '/%2E%2E//evil.example/x',
    '/a/..//evil.example/x',
    '/./\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\u0000',
    '',
    null,
    undefined,
    `/${'a'.repeat(600)}`,
  ])('refuses %p', (value) => {
    expect(safeReturnPath(value as string | null | undefined, '/fallback')).toBe('/fallback');
  });
});

const SITE = 'https://www.aurex-smart.com';
const pieces = fc.constantFrom('/', '//', '.', '..', '%2e', '%2E', '%2e%2e', '%2f', '%2F', '%5c', '\\', '\t', '\n', '\r', '%09', '@', ':', '?', '#', 'evil.example', 'a', 'support', 'de-DE', 'https:', 'javascript:', ' ');
const spellings = fc.oneof(
  fc.array(pieces, { minLength: 1, maxLength: 10 }).map((parts) => parts.join('')),
  fc.array(pieces, { maxLength: 10 }).map((parts) => `/${parts.join('')}`),
  fc.webPath(),
  fc.string({ maxLength: 40 }),
);

describe('safeReturnPath: every spelling stays on the site', () => {
  test('the browser, resolving what is returned from any page of the site, never leaves it', () => {
    fc.assert(
      fc.property(spellings, fc.constantFrom('/', '/login', '/de-DE/m/register', '/a/b/c/'), (value, from) => {
        const path = safeReturnPath(value, '/account');
        const landed = new URL(path, `${SITE}${from}`);
        return landed.origin === SITE && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
      }),
      { numRuns: 5000 },
    );
  });
});
