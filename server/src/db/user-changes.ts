import type { Db } from "./client";

// Every repository write to a users row announces it here, so that what this process holds in memory about
// the user (the session cache: docs/decisions/009-session-cache.md) is dropped at once. Keyed by the database
// handle the repository was made with (a write inside a transaction still names its root handle), so two apps
// in one process (the tests) hear only their own database. Another process hears nothing: its cache expires.

type Listener = (userId: number) => void;

const listeners = new WeakMap<Db, Set<Listener>>();

/** Called after an UPDATE or DELETE of the users row `userId` through `db` (or a transaction of it). */
export function announceUserChange(db: Db, userId: number): void {
  for (const listener of listeners.get(db) ?? []) listener(userId);
}

/** Hears every announced change to a users row of `db`; returns the unsubscribe. */
export function onUserChange(db: Db, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}
