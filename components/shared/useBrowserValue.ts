'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (the page's query string, whether the script runs), for a
 * static page: `onServer` in the prerendered HTML and while hydrating, so both renders agree,
 * then `read()`.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noSubscription, read, () => onServer);
}
