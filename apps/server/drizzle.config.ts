import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each capability keeps its tables beside its code.
  schema: [
    './src/db/schema.ts',
    './src/modules/*/*-tables.ts',
    './src/modules/*/*/*-tables.ts',
    './src/platform/**/*-tables.ts',
  ],
  out: './drizzle',
});
