'use client';

import { useCallback, useMemo, useRef } from 'react';
import type * as z from '@/lib/security/zod';

/** A form's client-side rules, loaded apart from the page (see useLazySchema). */
export interface LazySchema {
  /** Starts loading the rules, if that has not started yet. */
  prepare: () => void;
  /** The rules, or null while they are not in. */
  current: () => z.ZodMiniType | null;
  /** The rules once loaded, or null if they could not be (offline, a failed chunk). */
  ready: () => Promise<z.ZodMiniType | null>;
}

/**
 * A form's schema loaded on intent (the pointer over the form, or focus in it) rather than
 * with the page: zod is not needed until someone uses a form. A submit that comes first waits
 * for it (useFormAction); if it cannot load, the server's check (authoritative anyway) answers alone.
 */
export function useLazySchema(load: () => Promise<z.ZodMiniType>): LazySchema {
  const schema = useRef<z.ZodMiniType | null>(null);
  const loading = useRef<Promise<z.ZodMiniType | null> | null>(null);
  const ready = useCallback(() => {
    loading.current ??= load().then(
      (loaded) => (schema.current = loaded),
      () => {
        // Try again on the next intent.
        loading.current = null;
        return null;
      },
    );
    return loading.current;
  }, [load]);
  return useMemo(
    () => ({
      prepare: () => void ready(),
      current: () => schema.current,
      ready,
    }),
    [ready],
  );
}
