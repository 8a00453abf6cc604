import pg from "pg";

/**
 * A fresh, empty database `name` on the PostgreSQL server at `serverUrl` for one benchmark run; `drop` removes it
 * (the caller registers it with its cleanups, so an error or Ctrl-C drops it too). `label` names the server's
 * version, host and the database for the printed figures.
 */
export async function createTempDatabase(
  serverUrl: string,
  name: string,
): Promise<{ url: string; label: string; drop: () => Promise<void> }> {
  const run = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const version = await run(async (client) => {
    const row = (await client.query<{ server_version: string }>("show server_version")).rows[0]!;
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
    return row.server_version;
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `PostgreSQL ${version.split(" ")[0]} (${url.host}, database ${name})`,
    drop: () => run(async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
  };
}
