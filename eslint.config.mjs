import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { boundaries, serverOnly } from './eslint/boundaries.mjs';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'public/**', '.data/**'],
  },
  {
    // Zod is the small zod/mini and must run jitless under the site's CSP (no 'unsafe-eval'): see lib/security/zod.ts.
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['lib/security/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [
          ...['zod', 'zod/mini', 'zod/v4', 'zod/v4-mini'].map((name) => ({ name, message: "Import * as z from '@/lib/security/zod' (zod/mini, jitless, CSP-safe).", allowTypeImports: true })),
          // next-intl's locale is the formatting tag (`ar-SA-u-nu-latn`), not the site's: Arabic pages linked English files.
          { name: 'next-intl/server', importNames: ['getLocale'], message: 'Pass the page\'s locale; without one, use routeLocale() from @/lib/i18n/routeLocale.' },
        ],
      }],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    plugins: { aurex: { rules: { boundaries, 'server-only': serverOnly } } },
    rules: { 'aurex/boundaries': 'error', 'aurex/server-only': 'error' },
  },
];

export default config;
