import { publicUserSchema, type PublicUser } from "@shared/schemas/user";

// The spec keeps the signed-in user in localStorage (customer-app §3). Since the server session is the
// authority (PRODUCT.md §1), this is only a UI cache: it lets the first paint show the right header and
// dashboard while GET /api/user answers, and that answer always replaces it.
export const USER_DATA_KEY = "userData";
export const USER_AUTHENTICATED_KEY = "userAuthenticated";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

/** The cached user, or null when absent, not flagged as authenticated, or corrupt (corrupt data is removed). */
export function readStoredUser(): PublicUser | null {
  const store = storage();
  if (!store) return null;
  const raw = store.getItem(USER_DATA_KEY);
  if (!raw || store.getItem(USER_AUTHENTICATED_KEY) !== "true") return null;
  try {
    const parsed = publicUserSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through: unreadable JSON
  }
  clearStoredUser();
  return null;
}

export function writeStoredUser(user: PublicUser | null): void {
  const store = storage();
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

export function clearStoredUser(): void {
  const store = storage();
  store?.removeItem(USER_DATA_KEY);
  store?.removeItem(USER_AUTHENTICATED_KEY);
}
