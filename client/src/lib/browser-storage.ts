/** The part of localStorage the stored UI hints use; tests pass an in-memory one. */
export type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The browser's localStorage, or null where there is none or it is disabled (private mode, blocked cookies). */
export function browserStorage(): Store | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
