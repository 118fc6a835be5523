import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'public/**', '.data/**'],
  },
  {
    // Zod must run jitless under the site's CSP (no 'unsafe-eval'): see lib/security/zod.ts.
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['lib/security/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'zod', message: "Import { z } from '@/lib/security/zod' (jitless, CSP-safe).", allowTypeImports: true }],
      }],
    },
  },
];

export default config;
