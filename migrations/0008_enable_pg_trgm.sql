-- Custom migration (drizzle-kit generate --custom): trigram indexes serve the admin lists' "contains"
-- searches. pg_trgm is a trusted extension in PostgreSQL 13+ and loaded by pgliteOptions() on PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
