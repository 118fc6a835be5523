import { expect, test } from '@playwright/test';
import { fetchRaw } from './helpers';

test('security headers on pages, redirects, files and the 404 page', async ({ request }) => {
  for (const url of ['/', '/de-DE/panel/1', '/nope', '/404', '/icon.svg', '/robots.txt']) {
    const headers = (await fetchRaw(request, url)).headers();
    expect(headers['strict-transport-security'], url).toContain('max-age=');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
    expect(headers['permissions-policy'], url).toContain('camera=()');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, url).toContain("frame-ancestors 'none'");
    expect(csp, url).toContain("object-src 'none'");
    expect(csp, url).not.toContain('unsafe-eval');
  }
});

test('pages render with the policy in force: no CSP violation in the console', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const url of ['/', '/panel/0', '/products/dimmer-switch']) {
    await page.goto(url);
    await page.getByRole('button', { name: 'Product Series' }).hover();
  }
  expect(violations).toEqual([]);
});
