import { ADMIN_PAGES } from '../pages';

/** Whether a public path belongs to the company inbox (`/admin`, outside the localised site). */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PAGES.inbox || pathname.startsWith(`${ADMIN_PAGES.inbox}/`);
}

/**
 * The inbox's route handlers: each sends its own headers (a file's sandbox policy, a
 * redirect), which the middleware must leave as they are.
 */
export function isAdminRouteHandler(pathname: string): boolean {
  return /^\/admin\/(?:export|login|logout|attachments\/[^/]+)\/?$/.test(pathname);
}

/** The inbox's route handlers that send a file (and their refusals): the file policy, whatever they answer. */
export function isAdminFile(pathname: string): boolean {
  return /^\/admin\/(?:export|attachments\/[^/]+)\/?$/.test(pathname);
}

/** 128 random bits, base64: a fresh nonce for one response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
