import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used; migrations run from code (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
