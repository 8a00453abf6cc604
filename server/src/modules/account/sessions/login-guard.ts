import { createHash } from "node:crypto";
import { ipKeyGenerator } from "express-rate-limit";
import type { Db, Tx } from "../../../db/client";
import { AppError } from "../../../errors";
import type { Logger } from "../../../logger";
import { newToken } from "../../../lib/tokens";
import { createLoginGuardRepository, type AttemptKeys } from "./login-guard.repository";

// Sign-in protection for creators and admins (docs/decisions/022-sign-in-protection.md). Wrong passwords slow
// down the (account, address) pair that sends them, with a delay that doubles; an address with many failures
// slows every unknown client behind it, for a minute at most. The right password from a device or address the
// account has signed in from is never refused, and strangers' failures never lock an account: they only alert
// the admins, once per window.

/** Wrong passwords a pair may send before each further attempt waits. */
export const FREE_FAILURES = 5;
/** Failures of one account, from any addresses, that make it "under attack": admins are told, once per window. */
export const ATTACK_FAILURES = 20;
/** Failures from one address, for any accounts, after which every unknown client there is slowed down. */
export const BUSY_ADDRESS_FAILURES = 30;
/** The longest a pair waits between attempts, and the longest an unknown client waits behind a busy address. */
export const MAX_PAIR_DELAY_MS = 15 * 60_000;
export const MAX_ADDRESS_DELAY_MS = 60_000;

export const TOO_MANY_ATTEMPTS = "Too many wrong passwords. Please wait a moment and try again.";

export type LoginScope = "user" | "admin";

export type LoginAttempt = {
  scope: LoginScope;
  /** The e-mail address or admin username as typed (compared trimmed and lower-cased). */
  identifier: string;
  ip: string | undefined;
  /** The device cookie's value, if the browser sent one. */
  deviceToken: string | undefined;
};

export type LoginAttack = { scope: LoginScope; identifier: string; failures: number; addresses: number };

const digest = (value: string) => createHash("sha256").update(value).digest("base64url");

/** The digest that names an account in the guard's tables (an admin clears a lockout with it). */
export function accountDigest(scope: LoginScope, identifier: string): string {
  return `${scope}:${digest(identifier.trim().toLowerCase())}`;
}

function keysOf(attempt: LoginAttempt): AttemptKeys & { addressClient: string } {
  const accountId = accountDigest(attempt.scope, attempt.identifier);
  // IPv6 clients are grouped by their /56, as the rate limits do: one home has a whole prefix.
  const addressClient = `ip:${digest(ipKeyGenerator(attempt.ip ?? "unknown"))}`;
  return {
    accountId,
    pair: `${accountId}|${addressClient}`,
    account: `${accountId}|*`,
    address: `${attempt.scope}:*|${addressClient}`,
    addressClient,
  };
}

const deviceClient = (token: string) => `device:${digest(token)}`;

type Thresholds = { free: number; attack: number; busy: number };

/** The wait before the next attempt, from the counts the repository read under lock. */
export function requiredWaitMs(
  states: {
    pair: { failures: number; sinceMs: number };
    address: { failures: number; sinceMs: number };
    account: { failures: number };
  },
  limits: Thresholds = { free: FREE_FAILURES, attack: ATTACK_FAILURES, busy: BUSY_ADDRESS_FAILURES },
): number {
  const { pair, address, account } = states;
  const busy = address.failures >= limits.busy;
  // An account under attack, or a busy address: a new pair's delay starts at its first failure, not its sixth.
  const free = busy || account.failures >= limits.attack ? 1 : limits.free;
  const pairDelay =
    pair.failures >= free ? Math.min(1000 * 2 ** (pair.failures - free), MAX_PAIR_DELAY_MS) - pair.sinceMs : 0;
  const addressDelay = busy
    ? Math.min(1000 * 2 ** (address.failures - limits.busy), MAX_ADDRESS_DELAY_MS) - address.sinceMs
    : 0;
  return Math.max(0, Math.ceil(pairDelay), Math.ceil(addressDelay));
}

export function createLoginGuard(deps: {
  db: Db;
  logger: Logger;
  onAttack: (attack: LoginAttack) => Promise<void>;
  /** RATE_LIMIT_MULTIPLIER: tests and load checks raise every threshold with it (1 in production). */
  multiplier?: number;
}) {
  const repo = createLoginGuardRepository(deps.db);
  const scale = (n: number) => Math.max(1, Math.round(n * (deps.multiplier ?? 1)));
  const limits: Thresholds = {
    free: scale(FREE_FAILURES),
    attack: scale(ATTACK_FAILURES),
    busy: scale(BUSY_ADDRESS_FAILURES),
  };

  return {
    /**
     * Before the password is checked: a known client passes; an unknown one is counted, or refused with 429
     * RATE_LIMITED and Retry-After while its delay runs (its password is not even compared).
     */
    async admit(attempt: LoginAttempt): Promise<{ known: boolean; reserved: boolean }> {
      const keys = keysOf(attempt);
      const clients = [keys.addressClient, ...(attempt.deviceToken ? [deviceClient(attempt.deviceToken)] : [])];
      if (await repo.isKnown(keys.accountId, clients)) return { known: true, reserved: false };
      const waitMs = await repo.reserve(keys, (states) => requiredWaitMs(states, limits));
      if (waitMs > 0) {
        throw new AppError("RATE_LIMITED", TOO_MANY_ATTEMPTS, {
          extra: { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) },
        });
      }
      return { known: false, reserved: true };
    },

    /** A wrong password: counted for the account and the address (and the pair, if admit did not count it). */
    async failed(attempt: LoginAttempt, admitted: { reserved: boolean }): Promise<void> {
      const keys = keysOf(attempt);
      await repo.addFailures([
        { key: keys.account, account: keys.accountId },
        ...(admitted.reserved
          ? []
          : [
              { key: keys.pair, account: keys.accountId },
              { key: keys.address, account: "*" },
            ]),
      ]);
      const attack = await repo.claimAlert(keys.account, limits.attack);
      if (!attack) return;
      deps.logger.warn({ scope: attempt.scope, ...attack }, "sign-in attack: many wrong passwords for one account");
      // The alert is mailed in the background: a slow mail server never delays an answer.
      deps
        .onAttack({ scope: attempt.scope, identifier: attempt.identifier.trim(), ...attack })
        .catch((error: unknown) => deps.logger.error({ err: error }, "sign-in attack alert not sent"));
    },

    /**
     * The right password: the pair starts afresh and this address and device become the account's own. Returns
     * the device cookie's value to set (the one sent, or a new one).
     */
    async succeeded(attempt: LoginAttempt, admitted: { reserved: boolean }): Promise<string> {
      const keys = keysOf(attempt);
      const deviceToken = attempt.deviceToken ?? newToken();
      await repo.succeed(keys, admitted.reserved, [keys.addressClient, deviceClient(deviceToken)]);
      return deviceToken;
    },

    /** Remembers a client that signed in another way (a new account, a reset link). */
    async remember(scope: LoginScope, identifier: string, ip: string | undefined, deviceToken?: string) {
      return this.succeeded({ scope, identifier, ip, deviceToken }, { reserved: false });
    },

    /**
     * An admin's "clear login lockout": every count of the account goes, in the caller's transaction (with its
     * audit entry). Returns how many rows there were.
     */
    async clear(scope: LoginScope, identifier: string, tx?: Tx): Promise<number> {
      return repo.clearAccount(accountDigest(scope, identifier), tx);
    },

    async sweep(): Promise<number> {
      return repo.sweep();
    },
  };
}
export type LoginGuard = ReturnType<typeof createLoginGuard>;
