import { Router } from "express";
import {
  type ApiKeyListResponse,
  type ApiKeyResponse,
  createApiKeyBodySchema,
  type CreateApiKeyResponse,
  uuidParamSchema,
} from "@shared/schemas/public-api";
import { currentUser, requireUser } from "../../http/auth";
import { validate } from "../../http/validate";
import type { ApiKeysService } from "./api-keys.service";

// The profile's API keys, with the session cookie like the rest of /api. The secret is in the 201 only.
export function createApiKeysRouter(deps: { apiKeys: ApiKeysService }) {
  const router = Router();

  router.post("/api-keys", requireUser, validate({ body: createApiKeyBodySchema }), async (req, res) => {
    const body: CreateApiKeyResponse = await deps.apiKeys.create(currentUser(req), req.body);
    res.status(201).json(body);
  });

  router.get("/api-keys", requireUser, async (req, res) => {
    const body: ApiKeyListResponse = { apiKeys: await deps.apiKeys.list(currentUser(req)) };
    res.json(body);
  });

  router.delete("/api-keys/:id", requireUser, validate({ params: uuidParamSchema }), async (req, res) => {
    const body: ApiKeyResponse = { apiKey: await deps.apiKeys.revoke(currentUser(req), String(req.params.id)) };
    res.json(body);
  });

  return router;
}
