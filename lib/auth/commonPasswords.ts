import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The commonest passwords (zxcvbn's list of some 49 000, shipped with the site: no network
 * call), refused for a new password whatever the form's other rules say: `password123` met
 * them all.
 */
const COMMON = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}
