import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Database } from '@/lib/db/client';
import { accounts, authRateLimits, sessions, users, verifications } from '@/lib/db/schema';
import { anonymiseFeedbackOf } from './anonymise';
import { PASSWORD, checkAccountForm, passwordChangeSchema, profileSchema, registerSchema } from './schemas';
import * as z from '@/lib/security/zod';
import { CLIENT_ADDRESS_HEADER } from '@/lib/security/clientAddress';

/** Requests better-auth answers under `/api/auth`, checked against the forms' own rules first. */
const RULES: Record<string, { schema: z.ZodMiniType; values: (body: Record<string, unknown>) => unknown }> = {
  '/sign-up/email': { schema: registerSchema, values: (body) => body },
  '/change-password': { schema: passwordChangeSchema, values: (body) => body },
  '/update-user': { schema: z.pick(profileSchema, { name: true }), values: (body) => ({ name: body.name }) },
  '/change-email': { schema: z.pick(profileSchema, { email: true }), values: (body) => ({ email: body.newEmail }) },
};

export interface AuthOptions {
  secret: string;
  /** Public origin (`BETTER_AUTH_URL`); unset = the origin of each request. */
  baseURL?: string;
  /** Limits per client and minute for sign-in and for registration. */
  signInPerMinute?: number;
  signUpPerMinute?: number;
  /** Secure cookies: true in production (the default), false for plain-HTTP development. */
  secureCookies?: boolean;
}

/**
 * Accounts with better-auth on the project's database: email and password (hashed with
 * better-auth's default scrypt, a memory-hard function), sessions in httpOnly SameSite=Lax
 * cookies (Secure in production), per-client rate limits on sign-in and registration
 * kept in the database so that every instance shares them.
 */
export function createAuth(db: Database, options: AuthOptions) {
  return betterAuth({
    appName: 'AUREX',
    secret: options.secret,
    baseURL: options.baseURL,
    basePath: '/api/auth',
    // Requests that change something must come from a page of the host they were sent to
    // (a browser cannot forge Host or Origin cross-site): the same rule as the forms.
    trustedOrigins: (request) => {
      const host = request?.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request?.headers.get('host');
      return host ? [`https://${host}`, `http://${host}`] : [];
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: authRateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD.min,
      maxPasswordLength: PASSWORD.max,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      // No mail is sent by this site: a new address takes effect at once.
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await anonymiseFeedbackOf(db, user.id);
        },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24, freshAge: 60 * 10 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: options.signInPerMinute ?? 5 },
        '/sign-up/email': { window: 60, max: options.signUpPerMinute ?? 3 },
        '/change-password': { window: 60, max: 5 },
        '/delete-user': { window: 60, max: 5 },
      },
    },
    advanced: {
      // The client's address by the site's one rule (lib/security/clientAddress.ts), set by
      // the auth route on every request; better-auth's limiter counts per that address.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      cookiePrefix: 'aurex',
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const rule = RULES[ctx.path];
        if (!rule) return;
        const checked = checkAccountForm(rule.schema, rule.values((ctx.body ?? {}) as Record<string, unknown>));
        if (!checked.ok) {
          throw new APIError('BAD_REQUEST', { message: 'Invalid input', code: 'FORM_INVALID', fieldErrors: checked.errors });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
