import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { adminAuditLog, contactMessages } from "../../../db/schema";
import { type MessageOwner, ownContactMessages } from "./own-contact-messages";

// What "Delete my account" removes beyond the user row and its cascades: nothing of the user is left in any table
// except the detached payments. Runs inside the deletion's transaction.

/** Personal fields the admin audit log may have copied from the account or its messages. */
const USER_FIELDS = ["email", "username", "firstName", "lastName", "stripeCustomerId"];
const ANALYSIS_FIELDS = ["fileName"];
const MESSAGE_FIELDS = ["to", "subject", "body"];

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

export function createPrivacyDeletionRepository() {
  return {
    /**
     * The owner's contact messages (own-contact-messages.ts, the same ones "Download my data" exports). They
     * would otherwise stay with user_id set to null (ON DELETE SET NULL), still holding the name, address and
     * text. Runs before the user row goes: after it, the messages sent signed in no longer carry the user's id.
     */
    async deleteContactMessages(tx: Tx, owner: MessageOwner): Promise<number[]> {
      const rows = await tx
        .delete(contactMessages)
        .where(ownContactMessages(owner))
        .returning({ id: contactMessages.id });
      return rows.map((row) => row.id);
    },

    /**
     * The admin audit log keeps what admins did (edited, deleted an analysis of, replied to this user); the
     * entries stay, without the person's address, names, file names and the text of replies to them.
     */
    async redactAuditEntries(tx: Tx, userId: number, messageIds: number[]): Promise<void> {
      const strip = (fields: string[]) => ({
        before: sql`${adminAuditLog.before} - ${textArray(fields)}`,
        after: sql`${adminAuditLog.after} - ${textArray(fields)}`,
      });
      await tx
        .update(adminAuditLog)
        .set(strip(USER_FIELDS))
        .where(and(eq(adminAuditLog.targetType, "user"), eq(adminAuditLog.targetId, String(userId))));
      await tx
        .update(adminAuditLog)
        .set(strip(ANALYSIS_FIELDS))
        .where(
          and(
            eq(adminAuditLog.targetType, "analysis"),
            sql`(${adminAuditLog.before} ->> 'userId') = ${String(userId)}`,
          ),
        );
      if (messageIds.length === 0) return;
      await tx
        .update(adminAuditLog)
        .set(strip(MESSAGE_FIELDS))
        .where(and(eq(adminAuditLog.targetType, "message"), inArray(adminAuditLog.targetId, messageIds.map(String))));
    },
  };
}
