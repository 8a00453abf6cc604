import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPostgres, pgliteOptions, wrapPglite } from "../src/db/client";

/**
 * A fresh, migrated database for one test file: a PGlite copy of the template, or a PostgreSQL database made from
 * it (with its `url`, for a second connection pool or a server process of its own).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const source = inject("testDatabase");
  if (source.kind === "pglite") {
    const dump = new Blob([fs.readFileSync(source.dumpPath)]);
    return wrapPglite(await PGlite.create(pgliteOptions({ loadDataDir: dump })));
  }
  const name = `vs_t_${process.ppid}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${source.template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(source.adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: source.adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
