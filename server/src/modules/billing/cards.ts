import type { PaymentMethod } from "@shared/schemas/billing";
import { AppError } from "../../errors";
import type { BillingContext } from "./billing-context";
import type { BillingUserRow, PaymentMethodRow } from "./billing.repository";

// Saved cards for off-session use (SetupIntents), mirrored in payment_methods; the default one is what
// auto-charge and "pay with saved card" use. Card numbers never reach this server in Stripe mode.

export const DUPLICATE_CARD_MESSAGE =
  "This card is already saved in your profile. Please use a different card or manage your existing payment methods.";

export function toPaymentMethod(row: PaymentMethodRow, autoCharge: boolean): PaymentMethod {
  return {
    id: row.id,
    card: { last4: row.last4, brand: row.brand, exp_month: row.expMonth, exp_year: row.expYear },
    isDefault: row.isDefault,
    autoCharge: row.isDefault && autoCharge,
  };
}

export function createCards(ctx: BillingContext) {
  const { repo, provider } = ctx;

  async function list(userId: number): Promise<PaymentMethod[]> {
    const user = await ctx.reloadUser(userId);
    return (await repo.listPaymentMethods(userId)).map((row) => toPaymentMethod(row, user.autoChargeEnabled));
  }

  async function setup(user: BillingUserRow) {
    const customerId = await ctx.ensureCustomer(user);
    const intent = await ctx.callProvider("prepare the card form", () =>
      provider.createSetupIntent({ customerId, idempotencyKey: `setup:user:${user.id}:${Date.now()}` }),
    );
    return { clientSecret: intent.clientSecret!, setupIntentId: intent.id };
  }

  /** The card comes from the SetupIntent as the provider reports it, never from the request. */
  async function confirm(
    userRow: BillingUserRow,
    body: { setupIntentId: string; isDefault: boolean; autoCharge: boolean },
  ) {
    const user = await ctx.reloadUser(userRow.id);
    const intent = await ctx.callProvider("check the card", () => provider.retrieveSetupIntent(body.setupIntentId));
    if (!intent || !user.providerCustomerId || intent.customerId !== user.providerCustomerId) {
      throw new AppError("NOT_FOUND", "We could not find this card setup. Please add the card again.");
    }
    if (intent.status !== "succeeded" || !intent.paymentMethodId) {
      throw new AppError("VALIDATION_FAILED", "The card has not been confirmed yet. Please complete the card form.");
    }
    const method = await ctx.callProvider("read the card", () =>
      provider.retrievePaymentMethod(intent.paymentMethodId!),
    );
    if (!method) throw new AppError("NOT_FOUND", "The card is no longer available. Please add it again.");

    const existing = await repo.listPaymentMethods(user.id);
    const twin = existing.find(
      (row) => row.fingerprint && row.fingerprint === method.card.fingerprint && row.id !== method.id,
    );
    if (twin) {
      await ctx.callProvider("remove the duplicate card", () => provider.detachPaymentMethod(method.id));
      throw new AppError("CONFLICT", DUPLICATE_CARD_MESSAGE);
    }
    const saved = await repo.insertPaymentMethod({
      id: method.id,
      userId: user.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.expMonth,
      expYear: method.card.expYear,
      fingerprint: method.card.fingerprint,
    });
    if (!saved) {
      await ctx.callProvider("remove the duplicate card", () => provider.detachPaymentMethod(method.id));
      throw new AppError("CONFLICT", DUPLICATE_CARD_MESSAGE);
    }
    const makeDefault = body.isDefault || !user.providerPaymentMethodId;
    if (makeDefault) {
      await ctx.callProvider("set your default card", () =>
        provider.setDefaultPaymentMethod(user.providerCustomerId!, method.id),
      );
      await repo.setDefaultPaymentMethod(user.id, method.id, body.autoCharge ? { autoCharge: true } : {});
    } else if (body.autoCharge) {
      await repo.setAutoCharge(user.id, true);
    }
    const paymentMethods = await list(user.id);
    return { paymentMethod: paymentMethods.find((pm) => pm.id === method.id)!, paymentMethods };
  }

  /** Only one's own card; removing the default card turns auto-charge off. */
  async function remove(userRow: BillingUserRow, id: string) {
    const row = await repo.findPaymentMethod(id);
    if (!row) throw new AppError("NOT_FOUND", "This card is not saved in your profile.");
    if (row.userId !== userRow.id) throw new AppError("FORBIDDEN", "You can only remove your own cards.");
    const user = await ctx.reloadUser(userRow.id);
    await ctx.callProvider("remove the card", () => provider.detachPaymentMethod(id));
    await repo.deletePaymentMethod(id);
    let message = "Payment method removed.";
    if (row.isDefault || user.providerPaymentMethodId === id) {
      const next = (await repo.listPaymentMethods(user.id))[0] ?? null;
      if (next && user.providerCustomerId) {
        await ctx.callProvider("set your default card", () =>
          provider.setDefaultPaymentMethod(user.providerCustomerId!, next.id),
        );
      }
      await repo.setDefaultPaymentMethod(user.id, next?.id ?? null, { autoCharge: false });
      if (user.autoChargeEnabled)
        message = "Payment method removed. Auto-charge is now off because it was your default card.";
    }
    return { message, paymentMethods: await list(user.id) };
  }

  async function setAutoCharge(userRow: BillingUserRow, enabled: boolean): Promise<void> {
    const user = await ctx.reloadUser(userRow.id);
    if (enabled && !user.providerPaymentMethodId) {
      throw new AppError("VALIDATION_FAILED", "Add a card first: auto-charge needs a saved card.", {
        fieldErrors: { autoChargeEnabled: ["Add a card first: auto-charge needs a saved card."] },
      });
    }
    await repo.setAutoCharge(user.id, enabled);
  }

  return { list, setup, confirm, remove, setAutoCharge };
}
export type Cards = ReturnType<typeof createCards>;
