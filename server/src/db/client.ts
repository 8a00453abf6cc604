import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

// Both drivers give a PgDatabase; the rest of the server sees only this type and never knows which runs.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../migrations");

/**
 * Every PGlite the server or a test opens loads the same extensions: pg_trgm serves the admin lists'
 * "contains" searches from an index (migration 0008 creates it; PostgreSQL ships it in contrib).
 */
export function pgliteOptions(options: PGliteOptions = {}): PGliteOptions {
  return { ...options, extensions: { pg_trgm } };
}

export function openPostgres(url: string): Database {
  // Postgres returns bigint/numeric as strings by default; our bigints (file sizes) fit in a JS number.
  // JIT off for every connection: our statements are short, and the few reporting ones (admin stats, Pro
  // analytics) cross jit_above_cost, where compiling took longer than running them.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: "-c jit=off" });
  // An idle pooled connection closed by the server (a restart, a dropped test database) is discarded by
  // the pool; without a listener its 'error' event would crash the whole process.
  pool.on("error", (error) => console.error(`database: an idle connection was closed (${error.message})`));
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(pgliteOptions({ dataDir }));
  return wrapPglite(client);
}

/** DATABASE_URL set: node-postgres; unset: PGlite with its files under DATA_DIR/pglite. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(path.join(options.dataDir, "pglite"));
}
