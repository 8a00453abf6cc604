import { eq } from "drizzle-orm";
import type { Language } from "@shared/constants";
import { contactBodySchema } from "@shared/schemas/contact";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { Logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import { contactMail } from "../../mail/templates";

type ContactInput = z.output<typeof contactBodySchema>;

export function createContactService(deps: { db: Db; mailer: Mailer; supportEmail: string; logger: Logger }) {
  return {
    /** Stored first (nothing is lost if mail fails), then mailed to support; mailedAt records delivery. */
    async submit(
      input: ContactInput,
      meta: { userId?: number; ip?: string; priority: boolean; language: Language },
    ): Promise<{ id: number; priority: boolean }> {
      const [row] = await deps.db
        .insert(contactMessages)
        .values({
          ...input,
          userId: meta.userId ?? null,
          ip: meta.ip?.slice(0, 64) ?? null,
          priority: meta.priority,
          // The admin's reply goes in it.
          language: meta.language,
        })
        .returning();
      const stored = row!;
      try {
        await deps.mailer.send(contactMail(deps.supportEmail, { ...input, id: stored.id, priority: stored.priority }));
        await deps.db.update(contactMessages).set({ mailedAt: new Date() }).where(eq(contactMessages.id, stored.id));
      } catch (error) {
        deps.logger.error({ err: error, contactMessageId: stored.id }, "contact message stored but not mailed");
      }
      return { id: stored.id, priority: stored.priority };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
