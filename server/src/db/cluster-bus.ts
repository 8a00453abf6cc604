import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import pg from "pg";

// Messages between the app processes that share one database (docs/decisions/015-processes-talk-through-postgres.md):
// "this user changed", "this session ended", "the settings changed", "an analysis reached this stage". PostgreSQL's
// LISTEN/NOTIFY carries them, so nothing but the database is shared. A message reaches this process's own listeners at
// once, and the others' through one listening connection each. Delivery is best effort: what must not be lost lives in
// tables, and a process whose listening connection dropped hears "resync" when it is back, so it drops what it holds in
// memory.

export type BusListener = (payload: Record<string, unknown>) => void;

export type ClusterBus = {
  /** Tells every process, this one included; never throws (a failed NOTIFY is logged and dropped). */
  publish(topic: string, payload: Record<string, unknown>): void;
  subscribe(topic: string, listener: BusListener): () => void;
  /** Called when messages may have been missed (the listening connection was lost and is back). */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
};

export const BUS_CHANNEL = "viralscore_bus";
/** PostgreSQL refuses NOTIFY payloads from 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7900;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 5000;

type Warn = (message: string) => void;

/** One process's bus: PGlite (the embedded default) serves one process, so its messages never leave it. */
export function createLocalBus(): ClusterBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (topic, payload) => void emitter.emit(topic, payload),
    subscribe(topic, listener) {
      emitter.on(topic, listener);
      return () => void emitter.off(topic, listener);
    },
    onResync: () => () => {},
    close: async () => void emitter.removeAllListeners(),
  };
}

/**
 * The bus over PostgreSQL: NOTIFY through the pool, LISTEN on a dedicated connection opened on the first
 * subscribe and reopened (with a growing delay up to 5 s) whenever it is lost.
 */
export function createPostgresBus(options: { connectionString: string; pool: pg.Pool; warn?: Warn }): ClusterBus {
  const origin = randomUUID();
  const local = createLocalBus();
  const resyncListeners = new Set<() => void>();
  const warn = options.warn ?? ((message) => console.warn(message));
  let listener: pg.Client | null = null;
  let connecting = false;
  let closed = false;
  let everConnected = false;
  let delay = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let sending: Promise<void> = Promise.resolve();

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    retryTimer.unref();
    delay = Math.min(RECONNECT_MAX_MS, delay * 2);
  }

  async function connect() {
    if (closed || listener || connecting) return;
    connecting = true;
    const client = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: 3000 });
    const lost = (reason: string) => {
      if (listener !== client) return;
      listener = null;
      client.removeAllListeners();
      client.on("error", () => {}); // a late error of a dropped client must not crash the process
      void client.end().catch(() => {});
      if (!closed) warn(`cluster bus: the listening connection was lost (${reason}); reconnecting`);
      scheduleReconnect();
    };
    try {
      client.on("error", (error) => lost(error.message));
      client.on("end", () => lost("closed"));
      client.on("notification", (message) => deliver(message.payload));
      await client.connect();
      await client.query(`LISTEN ${BUS_CHANNEL}`);
      if (closed) {
        await client.end();
        return;
      }
      listener = client;
      delay = RECONNECT_MIN_MS;
      // Messages sent while we were not listening are lost: whatever was cached from them must go.
      if (everConnected) for (const resync of resyncListeners) resync();
      everConnected = true;
    } catch (error) {
      client.removeAllListeners();
      client.on("error", () => {});
      void client.end().catch(() => {});
      warn(`cluster bus: could not listen (${error instanceof Error ? error.message : String(error)}); retrying`);
      scheduleReconnect();
    } finally {
      connecting = false;
    }
  }

  function deliver(raw: string | undefined) {
    if (!raw) return;
    let message: { o?: unknown; t?: unknown; p?: unknown };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch {
      return;
    }
    // Our own messages were delivered locally when published.
    if (message.o === origin || typeof message.t !== "string" || !message.p || typeof message.p !== "object") return;
    local.publish(message.t, message.p as Record<string, unknown>);
  }

  return {
    publish(topic, payload) {
      local.publish(topic, payload);
      const text = JSON.stringify({ o: origin, t: topic, p: payload });
      if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
        warn(`cluster bus: a "${topic}" message is too large to send to other processes`);
        return;
      }
      // One NOTIFY after another: sent at once through the pool, two could go out on two connections and arrive in
      // either order (an analysis's stages reached the other process as received, decoding, probing).
      sending = sending
        .then(() => options.pool.query("select pg_notify($1, $2)", [BUS_CHANNEL, text]))
        .then(
          () => undefined,
          (error: Error) => warn(`cluster bus: could not tell other processes about "${topic}" (${error.message})`),
        );
    },
    subscribe(topic, handler) {
      void connect();
      return local.subscribe(topic, handler);
    },
    onResync(handler) {
      resyncListeners.add(handler);
      return () => void resyncListeners.delete(handler);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await sending; // what was published before the close still goes out

      const client = listener;
      listener = null;
      if (client) {
        client.removeAllListeners();
        client.on("error", () => {});
        await client.end().catch(() => {});
      }
      await local.close();
    },
  };
}

// The bus of each open database, found from its Drizzle handle, so that a service made with `db` reaches the
// other processes without one more dependency threaded through every constructor. A handle nobody registered
// (a test's hand-made database) gets a local bus.
const buses = new WeakMap<object, ClusterBus>();

export function registerBus(db: object, bus: ClusterBus): void {
  buses.set(db, bus);
}

export function busFor(db: object): ClusterBus {
  let bus = buses.get(db);
  if (!bus) buses.set(db, (bus = createLocalBus()));
  return bus;
}
