import { type ApiKey, API_KEYS_MAX_ACTIVE, type CreateApiKeyBody } from "@shared/schemas/public-api";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { Clock } from "../../lib/clock";
import type { AccountUser } from "../account/users/user-accounts";
import type { BillingService } from "../billing/billing.service";
import { API_KEY_PATTERN, hashApiKey, newApiKeySecret } from "./api-key-secret";
import { type ApiKeyRow, createApiKeysRepository, LAST_USED_RESOLUTION_SECONDS } from "./api-keys.repository";

const LAST_USED_RESOLUTION_MS = LAST_USED_RESOLUTION_SECONDS * 1000;

export const API_KEY_PRO_MESSAGE = "API keys are part of Pro. Upgrade to Pro to create one.";
export const API_KEY_LIMIT_MESSAGE = `You can have at most ${API_KEYS_MAX_ACTIVE} active API keys. Revoke one you no longer use first.`;
export const API_KEY_NOT_FOUND_MESSAGE = "This API key does not exist.";

export function presentApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    webhookUrl: row.webhookUrl,
  };
}

/** Who a bearer key stands for: its owner, never more (an admin's API key is still a creator's key). */
export type ApiCaller = { keyId: string; user: AccountUser };

export function createApiKeysService(deps: {
  db: Db;
  clock: Clock;
  billing: Pick<BillingService, "hasPro">;
  /** Payments in test mode: keys start vs_test_. */
  testMode: boolean;
}) {
  const repo = createApiKeysRepository(deps.db);
  return {
    async create(user: AccountUser, body: CreateApiKeyBody): Promise<{ apiKey: ApiKey; key: string }> {
      if (!(await deps.billing.hasPro(user))) {
        throw new AppError("FORBIDDEN", API_KEY_PRO_MESSAGE, { extra: { requiresPro: true } });
      }
      const secret = newApiKeySecret(deps.testMode);
      const row = await repo.insertWithinLimit(
        { userId: user.id, name: body.name, prefix: secret.prefix, keyHash: secret.hash, now: deps.clock.now() },
        API_KEYS_MAX_ACTIVE,
      );
      if (!row) throw new AppError("CONFLICT", API_KEY_LIMIT_MESSAGE);
      return { apiKey: presentApiKey(row), key: secret.key };
    },

    async list(user: AccountUser): Promise<ApiKey[]> {
      return (await repo.listByUser(user.id)).map(presentApiKey);
    },

    /** Revoking a revoked key answers it again; another user's key is as unknown as a made-up id. */
    async revoke(user: AccountUser, id: string): Promise<ApiKey> {
      const row = await repo.revoke(user.id, id, deps.clock.now());
      if (!row) throw new AppError("NOT_FOUND", API_KEY_NOT_FOUND_MESSAGE);
      return presentApiKey(row);
    },

    /** The caller behind a bearer key, or null for a malformed, unknown or revoked one. Records the use. */
    async authenticate(key: string): Promise<ApiCaller | null> {
      if (!API_KEY_PATTERN.test(key)) return null;
      const found = await repo.findActiveByHash(hashApiKey(key));
      if (!found) return null;
      // The row just read says whether a write is due: most requests of a busy key skip it (the repository's
      // condition still keeps parallel requests to one write a minute).
      const now = deps.clock.now();
      const last = found.key.lastUsedAt?.getTime();
      if (last === undefined || now.getTime() - last >= LAST_USED_RESOLUTION_MS) await repo.touch(found.key.id, now);
      return { keyId: found.key.id, user: found.user };
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
