'use client';

import { useEffect, useState } from 'react';

/**
 * The latest answer of `fetcher` for `key` (nothing is asked while `key` is null), kept while
 * the next key loads; answers to an older key are dropped. With `refreshOnFocus`, asked again
 * when the window regains focus. The few lines of swr the header and the search need, so that
 * swr itself ships only with the account page.
 */
export function useFetched<T>(key: string | null, fetcher: (key: string) => Promise<T>, options: { refreshOnFocus?: boolean } = {}): T | undefined {
  const [data, setData] = useState<T>();
  const { refreshOnFocus = false } = options;
  useEffect(() => {
    if (key === null) return;
    let current = true;
    const load = () =>
      fetcher(key).then(
        (value) => current && setData(value),
        () => undefined,
      );
    void load();
    if (refreshOnFocus) window.addEventListener('focus', load);
    return () => {
      current = false;
      window.removeEventListener('focus', load);
    };
  }, [key, fetcher, refreshOnFocus]);
  return data;
}
