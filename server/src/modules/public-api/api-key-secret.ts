import { createHash, randomBytes } from "node:crypto";
import { API_KEY_PREFIX_LENGTH } from "@shared/schemas/public-api";

// The secret of an API key: "vs_live_" (or "vs_test_" while payments run in test mode, so a key cannot be taken
// for one that spends real money) and 32 random base62 characters, about 190 bits.

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const SECRET_LENGTH = 32;
/** The key format, also what the bearer check accepts before it looks anything up. */
export const API_KEY_PATTERN = /^vs_(live|test)_[0-9A-Za-z]{32,64}$/;

/** Base62 by rejection: bytes of 248 and above are dropped, so each character is equally likely. */
function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function newApiKeySecret(testMode: boolean): { key: string; prefix: string; hash: string } {
  const key = `vs_${testMode ? "test" : "live"}_${randomBase62(SECRET_LENGTH)}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX_LENGTH), hash: hashApiKey(key) };
}

/**
 * A key is random and long, so a fast hash is enough: nobody can try 2^190 candidates, and a slow hash such as
 * bcrypt would cost every API request tens of milliseconds.
 */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}
