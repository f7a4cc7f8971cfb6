// The database schema (Drizzle), one module for the app and drizzle-kit.
// Migrations in ./migrations are generated from it by `npm run db:generate`
// and must run unchanged on PGlite (PostgreSQL 18) and PostgreSQL 15, so keep
// to SQL that 15 supports. The tables live in files by subject; this one only
// gathers them (the table files import each other, never this one).
export * from './schema-parties';
export * from './schema-accounts';
export * from './schema-catalogue';
export * from './schema-contracts';
export * from './schema-end-of-term';
export * from './schema-documents';
export * from './schema-cart';
export * from './schema-tickets';
export * from './schema-admin';
export * from './schema-stats';
export * from './schema-imports';
export * from './schema-views';
export * from './schema-integrations';
export * from './schema-webhooks';
