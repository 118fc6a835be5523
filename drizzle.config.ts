import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes a new versioned migration after a schema change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './lib/db/migrations',
});
