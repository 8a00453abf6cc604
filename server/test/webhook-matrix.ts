import { webhookDeliveries } from "../src/db/schema";
import type { Actor, Actors } from "./actors";
import { insertApiKey, insertFinishedJob } from "./webhook-receiver";

// Rows of the authorization matrix for the webhooks of an API key (spread into authorization.test.ts): only the key's
// owner, with the session cookie, sets its URL, reads its deliveries and replays one; anyone else signed in is told
// the key does not exist.

type Built = { path: string; body?: unknown };
type Row = { build(actors: Actors, actor: Actor): Promise<Built> | Built; expected: Record<Actor, number> };

const ownerOnly = (status: number): Record<Actor, number> => ({ guest: 401, userA: status, userB: 404, admin: 401 });

/** Nothing listens there: a replay's attempt fails at once, which is all the matrix needs. */
const CLOSED_PORT_URL = "http://127.0.0.1:9/hooks/viralscore";

const made = new WeakMap<Actors, Map<string, Promise<unknown>>>();
function once<T>(actors: Actors, key: string, make: () => Promise<T>): Promise<T> {
  let state = made.get(actors);
  if (!state) made.set(actors, (state = new Map()));
  if (!state.has(key)) state.set(key, make());
  return state.get(key) as Promise<T>;
}

/** User A's API key with a webhook URL, written as the profile would leave it. */
function keyOfA(actors: Actors): Promise<string> {
  return once(actors, "webhookKey", () =>
    insertApiKey(actors.ctx.database.db, actors.userA.id, {
      url: CLOSED_PORT_URL,
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    }),
  );
}

/** A delivered webhook of user A's key, ready to be replayed. */
function deliveryOfA(actors: Actors): Promise<{ keyId: string; deliveryId: string }> {
  return once(actors, "webhookDelivery", async () => {
    const db = actors.ctx.database.db;
    const keyId = await keyOfA(actors);
    const jobId = await insertFinishedJob(db, actors.userA.id, keyId);
    const [row] = await db
      .insert(webhookDeliveries)
      .values({
        apiKeyId: keyId,
        eventType: "analysis.completed",
        jobId,
        payload: { type: "analysis.completed" },
        status: "delivered",
        attemptCount: 1,
        deliveredAt: actors.ctx.clock.now(),
      })
      .returning({ id: webhookDeliveries.id });
    return { keyId, deliveryId: row!.id };
  });
}

export const webhookUserMatrix: Record<string, Row> = {
  "PUT /api/api-keys/:id/webhook": {
    build: async (actors) => ({
      path: `/api/api-keys/${await keyOfA(actors)}/webhook`,
      body: { url: "http://127.0.0.1:9/hooks/matrix" },
    }),
    expected: ownerOnly(200),
  },
  "GET /api/api-keys/:id/webhook-deliveries": {
    build: async (actors) => ({ path: `/api/api-keys/${await keyOfA(actors)}/webhook-deliveries` }),
    expected: ownerOnly(200),
  },
  "POST /api/api-keys/:id/webhook-deliveries/:deliveryId/replay": {
    build: async (actors) => {
      const { keyId, deliveryId } = await deliveryOfA(actors);
      return { path: `/api/api-keys/${keyId}/webhook-deliveries/${deliveryId}/replay`, body: {} };
    },
    expected: ownerOnly(202),
  },
};
