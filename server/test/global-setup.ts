import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres, pgliteOptions, wrapPglite } from "../src/db/client";

// Migrates one template database for the whole run; each test file then copies it (tens of ms)
// instead of migrating its own (seconds). PGlite by default, PostgreSQL when DATABASE_URL is set.

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    testDatabase: { kind: "pglite"; dumpPath: string } | { kind: "postgres"; adminUrl: string; template: string };
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `vs_template_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    const templateUrl = new URL(databaseUrl);
    templateUrl.pathname = `/${template}`;
    const database = openPostgres(templateUrl.toString());
    await database.migrate();
    await database.close();
    project.provide("testDatabase", { kind: "postgres", adminUrl: databaseUrl, template });
    return async () => {
      // Drop the template and any copy a crashed file left behind.
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'vs_t_${process.pid}_%' OR datname = $1`,
        [template],
      );
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
      await admin.end();
    };
  }

  const client = await PGlite.create(pgliteOptions());
  const database = wrapPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir("none");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vs-pglite-"));
  const dumpPath = path.join(dir, "template.tar");
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("testDatabase", { kind: "pglite", dumpPath });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
