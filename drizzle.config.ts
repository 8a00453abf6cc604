import { defineConfig } from "drizzle-kit";

// One set of migration files serves PGlite (embedded default) and PostgreSQL (DATABASE_URL).
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/src/db/schema/index.ts",
  out: "./migrations",
  casing: "snake_case",
});
