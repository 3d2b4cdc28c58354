import { defineConfig } from 'drizzle-kit';

// One committed SQL migration set serves both drivers: PostgreSQL and the embedded PGlite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
