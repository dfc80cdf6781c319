import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema files and committed; the same history runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
