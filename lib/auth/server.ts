import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Database } from '@/lib/db/client';
import { accounts, authRateLimits, sessions, users, verifications } from '@/lib/db/schema';
import { anonymiseFeedbackOf } from './anonymise';
import { PASSWORD, checkAccountForm, deletionSchema, passwordChangeSchema, profileSchema, registerSchema } from './schemas';
import { isCommonPassword } from './commonPasswords';
import * as z from '@/lib/security/zod';
import { CLIENT_ADDRESS_HEADER } from '@/lib/security/clientAddress';
import { withoutPersonalData } from '@/lib/text/personalData';

/** Requests better-auth answers under `/api/auth`, checked against the forms' own rules first. */
interface Rule {
  schema: z.ZodMiniType;
  values: (body: Record<string, unknown>) => unknown;
  /** The field holding a new password, refused when it is one of the commonest. */
  newPassword?: string;
  /** The body better-auth gets: text fields as the rules cleaned them (no control or bidi characters). */
  cleaned?: (body: Record<string, unknown>, data: Record<string, unknown>) => Record<string, unknown>;
}

const RULES: Record<string, Rule> = {
  '/sign-up/email': { schema: registerSchema, values: (body) => body, newPassword: 'password', cleaned: (body, data) => ({ ...body, name: data.name, email: data.email }) },
  '/change-password': { schema: passwordChangeSchema, values: (body) => body, newPassword: 'newPassword' },
  // better-auth deletes a fresh session's account without a password; the site always asks for it.
  '/delete-user': { schema: deletionSchema, values: (body) => body },
  '/update-user': { schema: z.pick(profileSchema, { name: true }), values: (body) => ({ name: body.name }), cleaned: (body, data) => ({ ...body, name: data.name }) },
  '/change-email': { schema: z.pick(profileSchema, { email: true }), values: (body) => ({ email: body.newEmail }), cleaned: (body, data) => ({ ...body, newEmail: data.email }) },
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
    // Its errors carry the failed query with its parameters (an email, a name, a password hash):
    // only the level and the message's first line, without them, reach the log.
    logger: { log: (level, message) => console[level === 'error' ? 'error' : 'warn'](`accounts ${level}: ${withoutPersonalData(new Error(message))}`) },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const rule = RULES[ctx.path];
        if (!rule) return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const checked = checkAccountForm(rule.schema, rule.values(body));
        if (!checked.ok) {
          throw new APIError('BAD_REQUEST', { message: 'Invalid input', code: 'FORM_INVALID', fieldErrors: checked.errors });
        }
        if (rule.newPassword && isCommonPassword(String(body[rule.newPassword]))) {
          throw new APIError('BAD_REQUEST', { message: 'Invalid input', code: 'FORM_INVALID', fieldErrors: { [rule.newPassword]: 'passwordCommon' } });
        }
        if (rule.cleaned) return { context: { ...ctx, body: rule.cleaned(body, checked.data as Record<string, unknown>) } };
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
