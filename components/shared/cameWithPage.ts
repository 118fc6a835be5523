'use client';

import { createContext, useContext } from 'react';
import { useBrowserValue } from './useBrowserValue';

/** Set by an on-demand part (onDemand.tsx) as it renders in place of the server's HTML. */
export const TakesOverPageHtml = createContext(false);

/**
 * Whether this render is of markup the page's HTML already held, that the visitor could see
 * and use before any script ran: the page hydrating (a value the server and hydration
 * read alike), or an on-demand part taking over its server HTML. False for a component rendered in
 * the browser alone: after a client-side navigation, or opened later. Meaningful on the first
 * render: a hydrated component renders again with `false`.
 */
export function useCameWithPage(): boolean {
  const hydrating = useBrowserValue(() => false, true);
  const takingOver = useContext(TakesOverPageHtml);
  return hydrating || takingOver;
}
