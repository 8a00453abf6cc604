import type { AdminMessageRow, ContactMessageStatus } from "@shared/schemas/admin-lists";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { Clock } from "../../lib/clock";
import type { Logger } from "../../logger";
import { messageReplyMail } from "../../mail/admin-templates";
import { mailLanguage } from "../../mail/mail-language";
import type { Mailer } from "../../mail/mailer";
import { type AdminActor, recordAudit } from "./admin-audit.repository";
import { createAdminMessagesRepository } from "./admin-messages.repository";
import { presentMessageRow } from "./admin-rows";

// The contact inbox: read/unread/handled, and a reply by e-mail through the mailer.

export const MESSAGE_NOT_FOUND_MESSAGE = "This message does not exist.";
export const REPLY_NOT_SENT_MESSAGE =
  "The reply could not be sent: the mail server did not accept it. Nothing was changed; please try again in a minute.";

export function createAdminMessagesService(deps: { db: Db; mailer: Mailer; clock: Clock; logger: Logger }) {
  const repo = createAdminMessagesRepository(deps.db);

  return {
    async setStatus(actor: AdminActor, id: number, status: ContactMessageStatus): Promise<AdminMessageRow> {
      return deps.db.transaction(async (tx) => {
        const before = await repo.lock(tx, id);
        if (!before) throw new AppError("NOT_FOUND", MESSAGE_NOT_FOUND_MESSAGE);
        const after = await repo.update(tx, id, { status });
        if (before.status !== status) {
          await recordAudit(tx, {
            admin: actor,
            action: "message.status",
            targetType: "message",
            targetId: id,
            before: { status: before.status },
            after: { status },
            at: deps.clock.now(),
          });
        }
        return presentMessageRow(after);
      });
    },

    /**
     * Mails the reply first and records it only once the mail server took it: a reply that was not sent
     * changes nothing. The mail is not sent inside the transaction, so a slow mail server holds no lock.
     */
    async reply(actor: AdminActor, id: number, body: string): Promise<AdminMessageRow> {
      const message = await repo.find(id);
      if (!message) throw new AppError("NOT_FOUND", MESSAGE_NOT_FOUND_MESSAGE);
      // The language the message was written in; else a signed-in sender's profile language; else English.
      const language = message.language ?? (message.userId ? await repo.senderLanguage(message.userId) : null);
      const mail = messageReplyMail(message.email, message, body, mailLanguage(language));
      try {
        await deps.mailer.send(mail);
      } catch (error) {
        deps.logger.error({ err: error, contactMessageId: id }, "admin reply not sent");
        // 502: the mail server upstream failed, as a payment provider's failure does.
        throw new AppError("MAIL_FAILED", REPLY_NOT_SENT_MESSAGE);
      }
      return deps.db.transaction(async (tx) => {
        const before = await repo.lock(tx, id);
        if (!before) throw new AppError("NOT_FOUND", MESSAGE_NOT_FOUND_MESSAGE);
        const now = deps.clock.now();
        const status = before.status === "new" ? "read" : (before.status as ContactMessageStatus);
        const after = await repo.update(tx, id, { status, repliedAt: now });
        // The reply itself lives here: contact_messages keeps only when the last one was sent.
        await recordAudit(tx, {
          admin: actor,
          action: "message.reply",
          targetType: "message",
          targetId: id,
          before: { status: before.status, repliedAt: before.repliedAt?.toISOString() ?? null },
          after: { status, repliedAt: now.toISOString(), to: mail.to, subject: mail.subject, body },
          at: now,
        });
        return presentMessageRow(after);
      });
    },
  };
}
export type AdminMessagesService = ReturnType<typeof createAdminMessagesService>;
