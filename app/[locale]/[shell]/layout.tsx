import type { ReactNode } from 'react';
import { localeOrDefault } from '@/lib/i18n/locales';
import { SHELLS } from '@/lib/pages';
import { DesktopShell } from '@/components/desktop/DesktopShell';
import { MobileShell } from '@/components/mobile/MobileShell';
import { ProductSheen } from '@/components/shared/ProductRender';

/**
 * The two sites, desktop and mobile, as one route segment: public URLs name the mobile site
 * `/m` and the desktop site not at all, and next.config.ts's rewrites turn that into this
 * segment's `mobile` or `desktop` (lib/middleware/rewrites.ts).
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return SHELLS.map((shell) => ({ shell }));
}

export default async function ShellLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string; shell: string }> }) {
  const { locale: raw, shell } = await params;
  const locale = localeOrDefault(raw);
  return (
    <>
      {shell === 'mobile' ? <MobileShell locale={locale}>{children}</MobileShell> : <DesktopShell locale={locale}>{children}</DesktopShell>}
      <ProductSheen />
    </>
  );
}
