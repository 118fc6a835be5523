import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/** Fetches a URL without following redirects. */
export async function fetchRaw(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  return request.get(url, { maxRedirects: 0, headers: { 'user-agent': DESKTOP_UA, ...headers } });
}

/** Collects console errors and failed same-origin requests of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export function hrefsIn(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

export async function expectNoConsoleErrors(errors: string[]) {
  expect(errors, errors.join('\n')).toEqual([]);
}
