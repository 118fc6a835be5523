import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '../globals.css';

/**
 * The company's submission inbox: its own root layout, outside the localised site.
 * English only (an internal tool); never indexed, never linked from the public site.
 */
export const metadata: Metadata = {
  title: 'Inbox | AUREX',
  robots: { index: false, follow: false, nocache: true },
  icons: { icon: '/icon.svg' },
};

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <body>{children}</body>
    </html>
  );
}
