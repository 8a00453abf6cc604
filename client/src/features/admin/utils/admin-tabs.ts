// The dashboard's tabs, in their order; the id is the ?tab= value, and its name is "tabs.<id>" in the admin catalogue.
export const ADMIN_TABS = [
  { id: "users" },
  { id: "analyses" },
  { id: "payments" },
  { id: "promo-codes" },
  { id: "admin-users" },
  { id: "analytics" },
  { id: "messages" },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]["id"];

export function isAdminTabId(value: string | null): value is AdminTabId {
  return ADMIN_TABS.some((tab) => tab.id === value);
}

/** A user filter carried in the URL (?userId=&username=) for the Analyses and Payments tabs. */
export type UserFilter = { id: number; username: string };

export function parseUserFilter(userId: string | null, username: string | null): UserFilter | null {
  if (!userId || !/^\d{1,10}$/.test(userId)) return null;
  const id = Number(userId);
  if (id < 1 || id > 2_147_483_647) return null;
  // Without a name the id stands in for it, in a form that reads the same in both languages.
  return { id, username: username?.trim() || `#${id}` };
}
