import { notFound } from 'next/navigation';

/** Prerendered per locale, so `/404` answers from the static cache with status 404. */
export function generateStaticParams() {
  return [{ rest: ['404'] }];
}

/**
 * `/404` (and `/{locale}/404`) reaches this route through next.config.ts's rewrites: nothing
 * matches, so the locale's not-found page answers with status 404. Other unknown paths never
 * get this far: the middleware redirects them to `/404`.
 */
export default function UnknownPage(): never {
  notFound();
}
