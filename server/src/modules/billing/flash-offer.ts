import { createHmac, timingSafeEqual } from "node:crypto";
import { FLASH_OFFER_CODE, FLASH_OFFER_PERCENT, FLASH_OFFER_TTL_SECONDS } from "@shared/constants";
import type { FlashOffer } from "@shared/schemas/billing";

// The flash offer (50% off Pro): issued by the server when the popup is shown, valid five minutes, signed with
// HMAC-SHA256 so a client can neither invent one nor stretch its expiry. Stateless: any process with the same secret
// (SESSION_SECRET, or the one kept in app_secrets) verifies it.

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");

export function issueFlashOffer(secret: string, now: Date): FlashOffer {
  const expires = now.getTime() + FLASH_OFFER_TTL_SECONDS * 1000;
  const payload = `${FLASH_OFFER_CODE}.${expires}`;
  return {
    code: FLASH_OFFER_CODE,
    discount: FLASH_OFFER_PERCENT,
    type: "percentage",
    expires,
    token: `${payload}.${sign(secret, payload)}`,
  };
}

export type FlashOfferCheck = { valid: true } | { valid: false; reason: "forged" | "expired" };

export function checkFlashOffer(secret: string, token: string, now: Date): FlashOfferCheck {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== FLASH_OFFER_CODE || !/^\d{1,15}$/.test(parts[1]!)) {
    return { valid: false, reason: "forged" };
  }
  const expected = Buffer.from(sign(secret, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { valid: false, reason: "forged" };
  if (Number(parts[1]) < now.getTime()) return { valid: false, reason: "expired" };
  return { valid: true };
}
