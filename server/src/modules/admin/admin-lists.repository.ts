import type { Db } from "../../db/client";
import { createAdminActivityListRepository } from "./admin-lists-activity.repository";
import { createAdminRecordsListRepository } from "./admin-lists-records.repository";
import { createAdminUsersListRepository } from "./admin-lists-users.repository";

// Every admin list's SQL, split by table group: users; analyses and payments; the smaller records. Each list is paged,
// searched and sorted in the database, with its total under the same filter.
export function createAdminListsRepository(db: Db) {
  return {
    ...createAdminUsersListRepository(db),
    ...createAdminActivityListRepository(db),
    ...createAdminRecordsListRepository(db),
  };
}
export type AdminListsRepository = ReturnType<typeof createAdminListsRepository>;
