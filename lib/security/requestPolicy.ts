import { ADMIN_PAGES } from '../pages';

/** Whether a public path belongs to the company inbox (`/admin`, outside the localised site). */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PAGES.inbox || pathname.startsWith(`${ADMIN_PAGES.inbox}/`);
}

/** A path without its trailing slash (the root stays `/`). */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** Whether a path is one of `paths`, or one segment below one of `folders`. */
function isOneOf(pathname: string, paths: readonly string[], folders: readonly string[]): boolean {
  const path = withoutTrailingSlash(pathname);
  if (paths.includes(path)) return true;
  return folders.some((folder) => {
    const rest = path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : '';
    return rest !== '' && !rest.includes('/');
  });
}

/** The inbox's handlers that send a file: the export, and an attachment (`/admin/attachments/<id>`). */
const FILE_HANDLERS = [ADMIN_PAGES.export];
const FILE_FOLDERS = [ADMIN_PAGES.attachments];
/** The inbox's other route handlers: they answer with a redirect or a status, no page. */
const OTHER_HANDLERS = [ADMIN_PAGES.login, ADMIN_PAGES.logout];

/**
 * The inbox's route handlers: each sends its own headers (a file's sandbox policy, a
 * redirect), which the middleware must leave as they are.
 */
export function isAdminRouteHandler(pathname: string): boolean {
  return isOneOf(pathname, [...FILE_HANDLERS, ...OTHER_HANDLERS], FILE_FOLDERS);
}

/** The inbox's route handlers that send a file (and their refusals): the file policy, whatever they answer. */
export function isAdminFile(pathname: string): boolean {
  return isOneOf(pathname, FILE_HANDLERS, FILE_FOLDERS);
}

/** 128 random bits, base64: a fresh nonce for one response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
