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
    '/\u0000',
    '',
    null,
    undefined,
    `/${'a'.repeat(600)}`,
  ])('refuses %p', (value) => {
    expect(safeReturnPath(value as string | null | undefined, '/fallback')).toBe('/fallback');
  });
});
