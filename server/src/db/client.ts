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
import { type ClusterBus, createLocalBus, createPostgresBus, registerBus } from "./cluster-bus";
import * as schema from "./schema";

// Both drivers give a PgDatabase; the rest of the server sees only this type and never knows which runs.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Messages to the other processes on this database (LISTEN/NOTIFY; local only on PGlite). */
  bus: ClusterBus;
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
  // connectionTimeoutMillis: while PostgreSQL is away a request waits at most this long for a connection and is then
  // answered 503 (db/availability.ts) instead of hanging; the pool opens fresh connections once it is back.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: "-c jit=off",
    connectionTimeoutMillis: 3000,
    keepAlive: true,
  });
  // An idle pooled connection closed by the server (a restart, a dropped test database) is discarded by
  // the pool; without a listener its 'error' event would crash the whole process.
  pool.on("error", (error) => console.error(`database: an idle connection was closed (${error.message})`));
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
  const bus = createPostgresBus({ connectionString: url, pool });
  registerBus(db, bus);
  return {
    db,
    kind: "postgres",
    bus,
    migrate: () => migratePostgres(pool),
    async close() {
      await bus.close();
      await pool.end();
    },
  };
}

/** Any number that is ours alone: the advisory lock held while one process migrates. */
const MIGRATION_LOCK_KEY = 720_514_012;

/**
 * Several processes starting at once against one database would each apply the same migrations and all but
 * one would fail: the first to take the lock migrates, the others wait and then find nothing left to do.
 */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Db;
  const bus = createLocalBus();
  registerBus(db, bus);
  return {
    db,
    kind: "pglite",
    bus,
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    async close() {
      await bus.close();
      await client.close();
    },
  };
}

/** The embedded database could not be opened: the message says why and what to do (the boot stops with it). */
export class DatabaseOpenError extends Error {}

/**
 * PGlite is one process's database: a second process on the same folder would corrupt it, so the folder is
 * claimed with a lock file beside it (holding the owner's pid; a lock whose process is gone is taken over).
 */
function claimPgliteFolder(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockPath, "utf8").trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processIsAlive(owner)) {
        throw new DatabaseOpenError(
          `The embedded database in ${dataDir} is in use by another ViralScore process (pid ${owner}).\n` +
            "  Stop that process, or give this one its own DATA_DIR. To run several processes, use PostgreSQL\n" +
            "  (set DATABASE_URL): PGlite serves one process only.",
        );
      }
      fs.rmSync(lockPath, { force: true }); // left by a process that is gone
    }
  }
  throw new DatabaseOpenError(`Could not claim the embedded database folder ${dataDir} (lock file ${lockPath}).`);
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function openAdvice(dataDir: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const reason = error instanceof Error ? error.message : String(error);
  const what =
    code === "ENOSPC" || code === "EDQUOT"
      ? "The disk is full: free some space and start again."
      : code === "EACCES" || code === "EPERM" || code === "EROFS"
        ? "This process may not write there: fix the folder's permissions or set DATA_DIR to a writable folder."
        : code === "ENOTDIR" || code === "EEXIST"
          ? "Something that is not a folder is in the way: move it, or set DATA_DIR elsewhere."
          : "If the files are damaged (a crash or a full disk while writing), restore your backup of DATA_DIR, or move\n" +
            "  the folder away to start with an empty database.";
  return `Could not open the embedded database in ${dataDir}: ${reason}\n  ${what}`;
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    try {
      fs.mkdirSync(dataDir, { recursive: true });
      release = claimPgliteFolder(dataDir);
    } catch (error) {
      if (error instanceof DatabaseOpenError) throw error;
      throw new DatabaseOpenError(openAdvice(dataDir, error));
    }
  }
  let client: PGlite;
  try {
    client = await PGlite.create(pgliteOptions({ dataDir }));
  } catch (error) {
    release();
    throw new DatabaseOpenError(openAdvice(dataDir ?? "memory", error));
  }
  const database = wrapPglite(client);
  return {
    ...database,
    async close() {
      await database.close();
      release();
    },
  };
}

/** DATABASE_URL set: node-postgres; unset: PGlite with its files under DATA_DIR/pglite. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(path.join(options.dataDir, "pglite"));
}
