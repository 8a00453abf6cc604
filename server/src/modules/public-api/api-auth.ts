import type { RequestHandler, Request } from "express";
import { AppError } from "../../errors";
import type { ApiCaller, ApiKeysService } from "./api-keys.service";

// /api/v1 is for programs: the key in `Authorization: Bearer` is the only credential. A session cookie is ignored
// there (the v1 routes come before the session is loaded), so a browser page on another site cannot act with a
// creator's cookie, and a key never reaches the admin routes, which take an admin's token.

export const API_KEY_REQUIRED_MESSAGE =
  "An API key is required: send it as Authorization: Bearer <key>. A signed-in session is not accepted on /api/v1.";
export const API_KEY_INVALID_MESSAGE = "This API key is not valid or has been revoked.";

declare module "express-serve-static-core" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface Request {
    /** The key and its owner, set by requireApiKey on /api/v1. */
    apiCaller?: ApiCaller;
  }
}

export function requireApiKey(apiKeys: Pick<ApiKeysService, "authenticate">): RequestHandler {
  return async (req, _res, next) => {
    const match = /^Bearer +(\S+) *$/i.exec(req.get("authorization") ?? "");
    if (!match) throw new AppError("UNAUTHENTICATED", API_KEY_REQUIRED_MESSAGE);
    const caller = await apiKeys.authenticate(match[1]!);
    if (!caller) throw new AppError("UNAUTHENTICATED", API_KEY_INVALID_MESSAGE);
    req.apiCaller = caller;
    // The owner as the signed-in user of this request: the rate limits, the request's language (the profile's, for
    // translated errors) and the refusal log read it. Only v1 routes run after this.
    req.user = caller.user;
    next();
  };
}

export function currentCaller(req: Request): ApiCaller {
  if (!req.apiCaller) throw new AppError("UNAUTHENTICATED", API_KEY_REQUIRED_MESSAGE);
  return req.apiCaller;
}
