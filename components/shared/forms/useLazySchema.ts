'use client';

import { useCallback, useRef } from 'react';
import type * as z from '@/lib/security/zod';

/**
 * A form's schema loaded on intent (the pointer over the form, or focus in it) rather than
 * with the page: the footer's form is on every page, its rules are not needed until someone
 * uses it. Until the schema is in, the server's check (authoritative anyway) answers alone.
 */
export function useLazySchema(load: () => Promise<z.ZodMiniType>) {
  const schema = useRef<z.ZodMiniType | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const prepare = useCallback(() => {
    loading.current ??= load().then(
      (loaded) => {
        schema.current = loaded;
      },
      () => {
        // Offline or a failed chunk: try again on the next intent.
        loading.current = null;
      },
    );
  }, [load]);
  const current = useCallback(() => schema.current, []);
  return { prepare, current };
}
