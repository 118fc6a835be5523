import 'server-only';

/**
 * Where a support case stands, as the company sets it in the inbox: `open` until someone takes
 * it up (the visitor's account then shows whether it reached the company's system).
 */
export const CASE_STATES = ['open', 'inProgress', 'answered', 'closed'] as const;
export type CaseState = (typeof CASE_STATES)[number];
