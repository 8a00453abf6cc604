import { eq } from "drizzle-orm";
import type { ContactMessageStatus } from "@shared/schemas/admin-lists";
import type { Db, Tx } from "../../db/client";
import { contactMessages, users } from "../../db/schema";

type MessageRow = typeof contactMessages.$inferSelect;

/** The admin inbox's writes to contact messages (the contact service stores them). */
export function createAdminMessagesRepository(db: Db) {
  return {
    async find(id: number): Promise<MessageRow | null> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      return row ?? null;
    },
    /** A signed-in sender's profile language, for a message stored before messages kept their own. */
    async senderLanguage(userId: number): Promise<string | null> {
      const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.language ?? null;
    },
    async lock(tx: Tx, id: number): Promise<MessageRow | null> {
      const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
      return row ?? null;
    },
    async update(tx: Tx, id: number, values: { status?: ContactMessageStatus; repliedAt?: Date }): Promise<MessageRow> {
      const [row] = await tx.update(contactMessages).set(values).where(eq(contactMessages.id, id)).returning();
      return row!;
    },
  };
}
