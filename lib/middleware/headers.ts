/**
 * What the middleware's decision depends on: device (user agent, client hint, viewport
 * cookie), stored language (cookie) and browser language. Caches must keep these apart.
 */
export const DECISION_VARY = 'Accept-Language, Cookie, Sec-CH-UA-Mobile, User-Agent';
