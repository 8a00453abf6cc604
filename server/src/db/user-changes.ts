import { busFor } from "./cluster-bus";
import type { Db } from "./client";

// Every repository write to a users row announces it here, so that what any process holds in memory about the user (the
// session cache: docs/decisions/009-session-cache.md) is dropped: this process's at once, the other processes' through
// the cluster bus (LISTEN/NOTIFY) a moment later. Keyed by the database handle the repository was made with (a write
// inside a transaction still names its root handle), so two apps in one process (the tests) hear only their own
// database.

type Listener = (userId: number) => void;
const TOPIC = "user-changed";

/** Called after an UPDATE or DELETE of the users row `userId` through `db` (or a transaction of it). */
export function announceUserChange(db: Db, userId: number): void {
  busFor(db).publish(TOPIC, { userId });
}

/** Hears every announced change to a users row of `db`, from any process; returns the unsubscribe. */
export function onUserChange(db: Db, listener: Listener): () => void {
  return busFor(db).subscribe(TOPIC, (payload) => {
    if (typeof payload.userId === "number") listener(payload.userId);
  });
}
