import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests'],
  // `*.db.test.ts` run on PGlite here and again on PostgreSQL in `npm run test:postgres`, which
  // alone runs `*.postgres.test.ts` (they need a server).
  testPathIgnorePatterns: process.env.TEST_DATABASE_URL ? ['/node_modules/'] : ['/node_modules/', '\\.postgres\\.test\\.tsx?$'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // What the server's bundler resolves `server-only` to; its default export throws.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
  },
};

// next-intl and use-intl ship ES modules only: let next/jest transform them too.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const [pattern, swc] = Object.entries(resolved.transform)[0];
  return {
    ...resolved,
    // PGlite's CommonJS build loads Node built-ins with import(), which jest's VM only
    // runs when transformed to require(): transform its .cjs files too.
    transform: { [pattern]: swc, '^.+/@electric-sql/pglite/.+\\.cjs$': swc },
    transformIgnorePatterns: ['/node_modules/(?!(next-intl|use-intl|icu-minify|@formatjs|intl-messageformat|@electric-sql/pglite|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit|ieee754)/)'],
  };
}
