// drizzle-kit reads this for `npm run db:generate`: SQL migrations are
// generated from backend/db/schema.ts and committed; the app applies them at start.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './backend/db/schema.ts',
  out: './backend/db/migrations',
});
