import type { AdminPromoCodeRow } from "@shared/schemas/admin-lists";
import type { AdminPromoCodeInput } from "@shared/schemas/admin-records";
import type { Db } from "../../db/client";
import { AppError, uniqueViolation } from "../../errors";
import type { Clock } from "../../lib/clock";
import { type AdminActor, recordAudit } from "./admin-audit.repository";
import { createAdminPromoCodesRepository, promoSnapshot } from "./admin-promo-codes.repository";

// Promo codes: the body is validated by adminPromoCodeBodySchema (upper-cased code, the defaults, end after start);
// here the rules that need the database: unique codes and maxUses >= usedCount.

export const PROMO_NOT_FOUND_MESSAGE = "This promo code does not exist. It may have been deleted already.";
const DUPLICATE_CODE = "A promo code with this code already exists";

const duplicateCode = () => new AppError("CONFLICT", `${DUPLICATE_CODE}.`, { fieldErrors: { code: [DUPLICATE_CODE] } });

/** Two admins saving the same code at once: the unique index decides, with the same 409. */
function rethrowDuplicate(error: unknown): never {
  if (uniqueViolation(error)) throw duplicateCode();
  throw error;
}

export function createAdminPromoCodesService(deps: { db: Db; clock: Clock }) {
  const repo = createAdminPromoCodesRepository(deps.db);

  return {
    /** createdBy is the admin of the token, never a value from the body (the first version's client sent 1). */
    async create(actor: AdminActor, body: AdminPromoCodeInput): Promise<AdminPromoCodeRow> {
      if (await repo.findByCode(body.code)) throw duplicateCode();
      return deps.db
        .transaction(async (tx) => {
          const row = await repo.insert(tx, { ...body, createdBy: actor.id });
          await recordAudit(tx, {
            admin: actor,
            action: "promo_code.create",
            targetType: "promo_code",
            targetId: row.id,
            after: promoSnapshot(row),
            at: deps.clock.now(),
          });
          return repo.present(row, tx);
        })
        .catch(rethrowDuplicate);
    },

    async update(actor: AdminActor, id: number, body: AdminPromoCodeInput): Promise<AdminPromoCodeRow> {
      const twin = await repo.findByCode(body.code);
      if (twin && twin.id !== id) throw duplicateCode();
      return deps.db
        .transaction(async (tx) => {
          const before = await repo.lock(tx, id);
          if (!before) throw new AppError("NOT_FOUND", PROMO_NOT_FOUND_MESSAGE);
          if (body.maxUses !== null && body.maxUses < before.usedCount) {
            const message = `Max uses cannot be lower than the ${before.usedCount} use${before.usedCount === 1 ? "" : "s"} already made`;
            throw new AppError("VALIDATION_FAILED", `${message}.`, { fieldErrors: { maxUses: [message] } });
          }
          const after = await repo.update(tx, id, body);
          await recordAudit(tx, {
            admin: actor,
            action: "promo_code.update",
            targetType: "promo_code",
            targetId: id,
            before: promoSnapshot(before),
            after: promoSnapshot(after),
            at: deps.clock.now(),
          });
          return repo.present(after, tx);
        })
        .catch(rethrowDuplicate);
    },

    /** Its redemptions go with it; payments that used it stay, with the code detached (ON DELETE SET NULL). */
    async remove(actor: AdminActor, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const deleted = await repo.delete(tx, id);
        if (!deleted) throw new AppError("NOT_FOUND", PROMO_NOT_FOUND_MESSAGE);
        await recordAudit(tx, {
          admin: actor,
          action: "promo_code.delete",
          targetType: "promo_code",
          targetId: id,
          before: promoSnapshot(deleted),
          at: deps.clock.now(),
        });
      });
    },
  };
}
export type AdminPromoCodesService = ReturnType<typeof createAdminPromoCodesService>;
