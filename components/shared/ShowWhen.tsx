'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { visibilityFor, type Visibility } from '@/lib/visibility';

/** Renders its children only where the SPEC's visibility rules show that part. */
export function ShowWhen({ part, children }: { part: keyof Visibility; children: ReactNode }) {
  const pathname = usePathname();
  return visibilityFor(pathname)[part] ? children : null;
}
