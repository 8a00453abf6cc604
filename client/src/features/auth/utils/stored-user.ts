import { LANGUAGES } from "@shared/constants";
import type { PublicUser } from "@shared/schemas/user";
import { browserStorage } from "@/lib/browser-storage";

// The signed-in user is kept in localStorage (userData). Since the server session is the authority, this is only a UI
// cache: it lets the first paint show the right header and dashboard while GET /api/user answers, and that answer
// always replaces it.
export const USER_DATA_KEY = "userData";
export const USER_AUTHENTICATED_KEY = "userAuthenticated";

/** The cached user, or null when absent, not flagged as authenticated, or corrupt (corrupt data is removed). */
export function readStoredUser(): PublicUser | null {
  const store = browserStorage();
  if (!store) return null;
  const raw = store.getItem(USER_DATA_KEY);
  if (!raw || store.getItem(USER_AUTHENTICATED_KEY) !== "true") return null;
  try {
    const user = parseStoredUser(JSON.parse(raw));
    if (user) return user;
  } catch {
    // fall through: unreadable JSON
  }
  clearStoredUser();
  return null;
}

export function writeStoredUser(user: PublicUser | null): void {
  const store = browserStorage();
  if (!store) return;
  if (!user) {
    clearStoredUser();
    return;
  }
  try {
    store.setItem(USER_DATA_KEY, JSON.stringify(user));
    store.setItem(USER_AUTHENTICATED_KEY, "true");
  } catch {
    // quota exceeded: the cache is optional
  }
}

// The stored copy is checked field by field rather than with publicUserSchema: zod is ~40 KB of the landing page's
// first load, and this check runs on every first paint (docs/decisions/010-lean-first-page.md). The Record type makes
// the compiler list every field of PublicUser, and stored-user.test.ts holds this table to the schema.
type FieldCheck = (value: unknown) => boolean;
const isString: FieldCheck = (value) => typeof value === "string";
const isNumber: FieldCheck = (value) => typeof value === "number" && Number.isFinite(value);
const isBoolean: FieldCheck = (value) => typeof value === "boolean";
const isStringOrNull: FieldCheck = (value) => value === null || typeof value === "string";
const isOneOf =
  (allowed: readonly string[]): FieldCheck =>
  (value) =>
    typeof value === "string" && allowed.includes(value);

export const STORED_USER_FIELDS: Record<keyof PublicUser, FieldCheck> = {
  id: isNumber,
  username: isString,
  email: isString,
  pendingEmail: isStringOrNull,
  firstName: isStringOrNull,
  lastName: isStringOrNull,
  language: isOneOf(LANGUAGES),
  freeTrialsUsed: isNumber,
  freeTrialLimit: isNumber,
  analysisCredits: isNumber,
  autoChargeEnabled: isBoolean,
  stripeCustomerId: isStringOrNull,
  stripeSubscriptionId: isStringOrNull,
  stripePaymentMethodId: isStringOrNull,
  subscriptionStatus: isStringOrNull,
  subscriptionPlan: isOneOf(["free", "monthly", "per_post"]),
  currentPeriodEnd: isStringOrNull,
  cancelAtPeriodEnd: isBoolean,
  isPremium: isBoolean,
  emailVerified: isBoolean,
  createdAt: isString,
};

/** The user's fields (and only them) when `value` has the shape of a PublicUser, else null. */
export function parseStoredUser(value: unknown): PublicUser | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const user: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(STORED_USER_FIELDS)) {
    if (!check(record[field])) return null;
    user[field] = record[field];
  }
  return user as PublicUser;
}

export function clearStoredUser(): void {
  const store = browserStorage();
  store?.removeItem(USER_DATA_KEY);
  store?.removeItem(USER_AUTHENTICATED_KEY);
}
