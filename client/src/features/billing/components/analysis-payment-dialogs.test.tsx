import {
  chargeResultSchema,
  confirmOutcomeSchema,
  createPaymentIntentResponseSchema,
  paymentMethodSchema,
  verifyPaymentResponseSchema,
  type ConfirmOutcome,
  type PaymentMethod,
  type VerifyPaymentResponse,
} from "@shared/schemas/billing";
import type { PublicUser } from "@shared/schemas/user";
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { makePublicConfig, makeUser, makeUserWithCard } from "@/test-utils/fixtures";
import { reply, stubNetwork, type Routes } from "@/test-utils/network";
import { renderWithApp } from "@/test-utils/render";
import { useAnalysisPaymentGate } from "../hooks/use-analysis-payment-gate";
import { AnalysisPaymentDialogs } from "./analysis-payment-dialogs";

// The payment gate as the home page composes it: the Analyze button asks the gate first, and the gate's dialogs
// sit beside it. "Analyses started" counts the analyses the gate let go ahead, at once or after paying.
function AnalyzeWithPayments({ user }: { user: PublicUser }) {
  const payment = useAnalysisPaymentGate(user);
  const [started, setStarted] = useState(0);
  const startOne = () => setStarted((count) => count + 1);
  async function analyze() {
    const decision = await payment.gate.beforeAnalyze({ requestId: "req-0001-abcd", retry: startOne });
    if (decision === "proceed") startOne();
  }
  return (
    <>
      <button type="button" onClick={() => void analyze()} disabled={payment.gate.isChecking}>
        Analyze
      </button>
      <p>Analyses started: {started}</p>
      <AnalysisPaymentDialogs user={user} controller={payment} />
    </>
  );
}

/** A user whose free analysis is used, with nothing to pay with. */
const outOfTrials = () => makeUser({ freeTrialsUsed: 1, subscriptionPlan: "per_post" });

const verifyAnswer = (overrides: Partial<VerifyPaymentResponse> = {}) =>
  verifyPaymentResponseSchema.parse({
    hasValidPayment: false,
    hasStoredPaymentMethod: false,
    autoChargeEnabled: false,
    autoCharged: false,
    analysisCredits: 0,
    requiresAction: null,
    message: null,
    ...overrides,
  });

const outcome = (overrides: Partial<ConfirmOutcome> = {}) =>
  confirmOutcomeSchema.parse({
    status: "succeeded",
    intentId: "pi_Card1",
    message: null,
    declineCode: null,
    ...overrides,
  });

const card = (id: string, brand: string, last4: string, isDefault: boolean): PaymentMethod =>
  paymentMethodSchema.parse({
    id,
    card: { last4, brand, exp_month: 12, exp_year: 2034 },
    isDefault,
    autoCharge: false,
  });

/** The routes every payment test needs: test payments mode, and a first verify that finds nothing to pay with. */
function paymentRoutes(more: Routes = {}): Routes {
  return {
    "GET /api/public-config": makePublicConfig(),
    "POST /api/verify-payment": verifyAnswer(),
    ...more,
  };
}

async function openPlanChoice(user: PublicUser, routes: Routes = {}) {
  const network = stubNetwork(paymentRoutes(routes));
  const app = renderWithApp(<AnalyzeWithPayments user={user} />);
  await app.user.click(screen.getByRole("button", { name: "Analyze" }));
  const dialog = await screen.findByRole("dialog", { name: "Choose how to continue" });
  return { ...app, network, dialog };
}

async function fillCard(
  app: Awaited<ReturnType<typeof openPlanChoice>>,
  number: string,
  expiry = "12/34",
  cvc = "123",
) {
  await app.user.type(await screen.findByLabelText("Card number"), number);
  await app.user.type(screen.getByLabelText("Expiry (MM/YY)"), expiry);
  await app.user.type(screen.getByLabelText("CVC"), cvc);
}

describe("the analysis payment gate's dialogs", () => {
  it("when the free analysis is used up and there is nothing to pay with, then the three ways to continue are offered", async () => {
    const { dialog, network } = await openPlanChoice(outOfTrials());

    expect(network.calls("POST /api/verify-payment")[0]?.body).toEqual({ userId: 7, requestId: "req-0001-abcd" });
    expect(screen.getByText("Free trial exhausted")).toBeInTheDocument();
    const options = within(dialog);
    expect(options.getByRole("button", { name: /Pay \$1 now/ })).toBeInTheDocument();
    expect(options.getByRole("button", { name: /Save a card and auto-charge/ })).toBeInTheDocument();
    expect(options.getByRole("link", { name: /Monthly Pro.*\$10\/month/ })).toHaveAttribute("href", "/subscribe");
    expect(screen.getByText("Analyses started: 0")).toBeInTheDocument();
  });

  it("when Monthly Pro is chosen, then the dialog closes on the way to the subscribe page", async () => {
    const app = await openPlanChoice(outOfTrials());

    await app.user.click(within(app.dialog).getByRole("link", { name: /Monthly Pro/ }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(app.location()).toBe("/subscribe");
  });

  it("when the saved card was charged automatically, then the analysis goes ahead with no dialog", async () => {
    stubNetwork(
      paymentRoutes({
        "POST /api/verify-payment": verifyAnswer({ hasValidPayment: true, autoCharged: true, autoChargeEnabled: true }),
      }),
    );
    const { user } = renderWithApp(<AnalyzeWithPayments user={makeUserWithCard({ autoChargeEnabled: true })} />);

    await user.click(screen.getByRole("button", { name: "Analyze" }));

    expect(await screen.findByText("Analyses started: 1")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Charged $1.00 to your saved card");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("when Pay $1 now is chosen, then the payment dialog shows the amount and a card payment, and nothing is charged yet", async () => {
    const app = await openPlanChoice(outOfTrials());

    await app.user.click(within(app.dialog).getByRole("button", { name: /Pay \$1 now/ }));

    const payment = await screen.findByRole("dialog", { name: "Pay $1 for this analysis" });
    expect(within(payment).getByText("TEST MODE")).toBeInTheDocument();
    expect(within(payment).getByText("One analysis").nextElementSibling).toHaveTextContent("$1.00");
    expect(within(payment).getByText("Total").nextElementSibling).toHaveTextContent("$1.00");
    expect(within(payment).getByRole("button", { name: "Pay $1.00 by card" })).toBeEnabled();
    expect(app.network.calls("POST /api/create-payment-intent")).toEqual([]);
  });

  it("when a new card pays, then the server confirms the payment and the analysis starts", async () => {
    const app = await openPlanChoice(outOfTrials(), {
      "POST /api/create-payment-intent": createPaymentIntentResponseSchema.parse({
        clientSecret: "pi_Card1_secret_abc",
        paymentIntentId: "pi_Card1",
        amount: 100,
        originalAmount: 100,
        currency: "usd",
        promo: null,
        granted: false,
      }),
      "POST /api/test-payments/confirm": outcome(),
    });
    await app.user.click(within(app.dialog).getByRole("button", { name: /Pay \$1 now/ }));
    await app.user.click(await screen.findByRole("button", { name: "Pay $1.00 by card" }));
    app.network.on({ "POST /api/verify-payment": verifyAnswer({ hasValidPayment: true, analysisCredits: 1 }) });

    await fillCard(app, "4242424242424242");
    expect(screen.getByLabelText("Card number")).toHaveValue("4242 4242 4242 4242");
    await app.user.click(screen.getByRole("button", { name: "Pay $1.00" }));

    expect(await screen.findByText("Analyses started: 1")).toBeInTheDocument();
    expect(app.network.calls("POST /api/test-payments/confirm")[0]?.body).toEqual({
      clientSecret: "pi_Card1_secret_abc",
      cardNumber: "4242424242424242",
      expMonth: 12,
      expYear: 2034,
      cvc: "123",
    });
    expect(app.network.calls("POST /api/verify-payment").at(-1)?.body).toEqual({
      userId: 7,
      paymentIntentId: "pi_Card1",
    });
    expect(screen.getByRole("status")).toHaveTextContent("Payment Successful");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("when the card details are incomplete or wrong, then each field says what is missing and nothing is sent", async () => {
    const app = await openPlanChoice(outOfTrials(), {
      "POST /api/create-payment-intent": createPaymentIntentResponseSchema.parse({
        clientSecret: "pi_Card2_secret_abc",
        paymentIntentId: "pi_Card2",
        amount: 100,
        originalAmount: 100,
        currency: "usd",
        promo: null,
        granted: false,
      }),
    });
    await app.user.click(within(app.dialog).getByRole("button", { name: /Pay \$1 now/ }));
    await app.user.click(await screen.findByRole("button", { name: "Pay $1.00 by card" }));
    const pay = await screen.findByRole("button", { name: "Pay $1.00" });

    await app.user.click(pay);
    expect(await screen.findByText("Enter a card number")).toBeInTheDocument();
    expect(screen.getByText("Enter the expiry date")).toBeInTheDocument();
    expect(screen.getByText("Enter the CVC")).toBeInTheDocument();
    expect(screen.getByLabelText("Card number")).toHaveAttribute("aria-invalid", "true");

    await fillCard(app, "4242424242424241", "01/20");
    await app.user.click(pay);
    expect(await screen.findByText("Enter a valid card number")).toBeInTheDocument();
    expect(screen.getByText("This card has expired")).toBeInTheDocument();
    expect(app.network.calls("POST /api/test-payments/confirm")).toEqual([]);
  });

  it("when a test card is picked from the list and the bank declines it, then the reason is shown and the dialog stays", async () => {
    const app = await openPlanChoice(outOfTrials(), {
      "POST /api/create-payment-intent": createPaymentIntentResponseSchema.parse({
        clientSecret: "pi_Card3_secret_abc",
        paymentIntentId: "pi_Card3",
        amount: 100,
        originalAmount: 100,
        currency: "usd",
        promo: null,
        granted: false,
      }),
      "POST /api/test-payments/confirm": outcome({
        status: "failed",
        intentId: "pi_Card3",
        message: "Your card was declined.",
        declineCode: "generic_decline",
      }),
    });
    await app.user.click(within(app.dialog).getByRole("button", { name: /Pay \$1 now/ }));
    await app.user.click(await screen.findByRole("button", { name: "Pay $1.00 by card" }));

    await app.user.click(
      await screen.findByRole("button", { name: "Use test card 4000 0000 0000 0002, which is declined" }),
    );
    expect(screen.getByLabelText("Card number")).toHaveValue("4000 0000 0000 0002");
    await app.user.click(screen.getByRole("button", { name: "Pay $1.00" }));

    const toast = await screen.findByRole("alert");
    expect(toast).toHaveTextContent("Payment Failed");
    expect(toast).toHaveTextContent("Card declined: Your card was declined.");
    expect(screen.getByRole("dialog", { name: "Pay $1 for this analysis" })).toBeInTheDocument();
    expect(screen.getByText("Analyses started: 0")).toBeInTheDocument();
  });

  it("when a 20% code is applied, then the summary shows the discount and the card pays the lower amount", async () => {
    const app = await openPlanChoice(outOfTrials(), {
      "POST /api/validate-promo-code": {
        valid: true,
        id: 3,
        code: "SAVE20",
        discountType: "percentage",
        discountValue: 20,
        message: "Promo code applied",
        originalAmount: 100,
        discountedAmount: 80,
        isFree: false,
      },
    });
    await app.user.click(within(app.dialog).getByRole("button", { name: /Pay \$1 now/ }));
    const payment = await screen.findByRole("dialog", { name: "Pay $1 for this analysis" });

    await app.user.type(within(payment).getByRole("textbox", { name: /Promo code/ }), "save20");
    await app.user.click(within(payment).getByRole("button", { name: "Apply" }));

    expect(await within(payment).findByText("Promo SAVE20")).toBeInTheDocument();
    expect(within(payment).getByText("Promo SAVE20").nextElementSibling).toHaveTextContent("−$0.20");
    expect(within(payment).getByText("Total").nextElementSibling).toHaveTextContent("$0.80");
    expect(within(payment).getByRole("button", { name: "Pay $0.80 by card" })).toBeInTheDocument();
  });

  it("when a 100% code is applied, then the analysis is granted at once without a card", async () => {
    const app = await openPlanChoice(outOfTrials(), {
      "POST /api/validate-promo-code": {
        valid: true,
        id: 4,
        code: "FREEONE",
        discountType: "percentage",
        discountValue: 100,
        message: "Promo code applied",
        originalAmount: 100,
        discountedAmount: 0,
        isFree: true,
      },
      "POST /api/apply-promo-code": {
        applied: true,
        granted: "analysis_credit",
        message: "Promo code applied",
        user: makeUser({ freeTrialsUsed: 1, analysisCredits: 1 }),
      },
    });
    await app.user.click(within(app.dialog).getByRole("button", { name: /Pay \$1 now/ }));
    const payment = await screen.findByRole("dialog", { name: "Pay $1 for this analysis" });

    await app.user.type(within(payment).getByRole("textbox", { name: /Promo code/ }), "FREEONE");
    await app.user.click(within(payment).getByRole("button", { name: "Apply" }));

    expect(await screen.findByText("Analyses started: 1")).toBeInTheDocument();
    expect(app.network.calls("POST /api/apply-promo-code")[0]?.body).toEqual({
      code: "FREEONE",
      userId: 7,
      type: "analysis",
    });
    expect(screen.getByRole("status")).toHaveTextContent("Promo Applied");
    expect(app.network.calls("POST /api/create-payment-intent")).toEqual([]);
  });

  it("when the creator has two saved cards, then they choose which one is charged", async () => {
    const app = await openPlanChoice(makeUserWithCard(), {
      "POST /api/get-payment-methods": {
        paymentMethods: [card("pm_Visa4242", "visa", "4242", true), card("pm_Mc4444", "mastercard", "4444", false)],
      },
      "POST /api/charge-stored-payment": chargeResultSchema.parse({
        success: true,
        message: "Payment successful",
        paymentIntentId: "pi_Saved1",
        requiresAction: null,
      }),
    });
    await app.user.click(within(app.dialog).getByRole("button", { name: /Pay \$1 now/ }));
    const payment = await screen.findByRole("dialog", { name: "Pay $1 for this analysis" });

    const choice = within(await within(payment).findByRole("group", { name: "Pay with" }));
    expect(choice.getByRole("radio", { name: /^Visa •••• 4242 ?\(default\)$/ })).toBeChecked();
    await app.user.click(choice.getByRole("radio", { name: "Mastercard •••• 4444" }));
    await app.user.click(within(payment).getByRole("button", { name: "Pay $1.00 with Mastercard •••• 4444" }));

    expect(await screen.findByText("Analyses started: 1")).toBeInTheDocument();
    expect(app.network.calls("POST /api/get-payment-methods")[0]?.body).toEqual({ customerId: "cus_Test123" });
    expect(app.network.calls("POST /api/charge-stored-payment")[0]?.body).toMatchObject({
      userId: 7,
      paymentMethodId: "pm_Mc4444",
    });
  });

  it("when the saved card is declined, then the bank's reason is shown and the creator can try again", async () => {
    const app = await openPlanChoice(makeUserWithCard(), {
      "POST /api/get-payment-methods": { paymentMethods: [card("pm_Visa4242", "visa", "4242", true)] },
      "POST /api/charge-stored-payment": chargeResultSchema.parse({
        success: false,
        message: "Insufficient funds",
        paymentIntentId: null,
        requiresAction: null,
      }),
    });
    await app.user.click(within(app.dialog).getByRole("button", { name: /Pay \$1 now/ }));
    const payment = await screen.findByRole("dialog", { name: "Pay $1 for this analysis" });

    await app.user.click(await within(payment).findByRole("button", { name: "Pay $1.00 with Visa •••• 4242" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Card declined: Insufficient funds");
    expect(within(payment).getByRole("button", { name: "Pay $1.00 with Visa •••• 4242" })).toBeEnabled();
    expect(within(payment).getByRole("button", { name: "Pay with a different card" })).toBeEnabled();
    expect(screen.getByText("Analyses started: 0")).toBeInTheDocument();
  });

  it("when a card is saved with auto-charge, then the server stores it with the creator's choices and the analysis starts", async () => {
    const saved = card("pm_New4242", "visa", "4242", true);
    const app = await openPlanChoice(outOfTrials(), {
      "POST /api/setup-payment-method": { clientSecret: "seti_New1_secret_abc", setupIntentId: "seti_New1" },
      "POST /api/test-payments/confirm": outcome({ intentId: "seti_New1" }),
      "POST /api/confirm-payment-method": {
        paymentMethod: saved,
        paymentMethods: [saved],
        user: makeUserWithCard({ stripePaymentMethodId: "pm_New4242", autoChargeEnabled: true }),
      },
    });
    await app.user.click(within(app.dialog).getByRole("button", { name: /Save a card and auto-charge/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add a payment method" });

    expect(await within(dialog).findByRole("checkbox", { name: "Set as default" })).toBeChecked();
    const autoCharge = within(dialog).getByRole("checkbox", { name: "Enable auto-charge" });
    expect(autoCharge).toBeChecked();
    await app.user.click(within(dialog).getByRole("checkbox", { name: "Set as default" }));
    await fillCard(app, "4242424242424242");
    await app.user.click(within(dialog).getByRole("button", { name: "Save card" }));

    expect(await screen.findByText("Analyses started: 1")).toBeInTheDocument();
    expect(app.network.calls("POST /api/confirm-payment-method")[0]?.body).toEqual({
      userId: 7,
      setupIntentId: "seti_New1",
      isDefault: false,
      autoCharge: true,
    });
    expect(screen.getByRole("status")).toHaveTextContent("Payment Method Saved");
  });

  it("when the card form cannot be prepared, then the dialog says so and Try again asks the server again", async () => {
    const app = await openPlanChoice(outOfTrials(), {
      "POST /api/setup-payment-method": reply(502, {
        message: "Stripe is unreachable",
        code: "PAYMENT_PROVIDER_ERROR",
      }),
    });
    await app.user.click(within(app.dialog).getByRole("button", { name: /Save a card and auto-charge/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add a payment method" });

    expect(await within(dialog).findByText("Unable to set up payment. Please try again.")).toBeInTheDocument();
    app.network.on({
      "POST /api/setup-payment-method": { clientSecret: "seti_New2_secret_abc", setupIntentId: "seti_New2" },
    });
    await app.user.click(within(dialog).getByRole("button", { name: "Try again" }));

    expect(await within(dialog).findByRole("button", { name: "Save card" })).toBeInTheDocument();
    expect(app.network.calls("POST /api/setup-payment-method")).toHaveLength(2);
  });

  it("when the bank asks to confirm an auto-charge and the creator approves, then the analysis starts", async () => {
    const requiresAction = {
      paymentIntentId: "pi_Auth1",
      clientSecret: "pi_Auth1_secret_abc",
      paymentMethodId: "pm_Visa4242",
    };
    const network = stubNetwork(
      paymentRoutes({
        "POST /api/verify-payment": (request) =>
          (request.body as { paymentIntentId?: string }).paymentIntentId
            ? verifyAnswer({ hasValidPayment: true })
            : verifyAnswer({ requiresAction, hasStoredPaymentMethod: true, autoChargeEnabled: true }),
        "POST /api/test-payments/authenticate": outcome({ intentId: "pi_Auth1" }),
      }),
    );
    const { user } = renderWithApp(<AnalyzeWithPayments user={makeUserWithCard({ autoChargeEnabled: true })} />);

    await user.click(screen.getByRole("button", { name: "Analyze" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm your payment" });
    expect(within(dialog).getByText("TEST MODE: your bank asks you to confirm this payment")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));

    expect(await screen.findByText("Analyses started: 1")).toBeInTheDocument();
    expect(network.calls("POST /api/test-payments/authenticate")[0]?.body).toEqual({
      clientSecret: "pi_Auth1_secret_abc",
      approve: true,
    });
    expect(network.calls("POST /api/verify-payment").at(-1)?.body).toEqual({ userId: 7, paymentIntentId: "pi_Auth1" });
  });

  it("when the bank's check fails, then the creator is told and offered the other ways to pay", async () => {
    const requiresAction = { paymentIntentId: "pi_Auth2", clientSecret: "pi_Auth2_secret_abc", paymentMethodId: null };
    stubNetwork(
      paymentRoutes({
        "POST /api/verify-payment": verifyAnswer({ requiresAction, hasStoredPaymentMethod: true }),
        "POST /api/test-payments/authenticate": outcome({
          status: "failed",
          intentId: "pi_Auth2",
          message: "Authentication failed",
          declineCode: "authentication_required",
        }),
      }),
    );
    const { user } = renderWithApp(<AnalyzeWithPayments user={makeUserWithCard({ autoChargeEnabled: true })} />);

    await user.click(screen.getByRole("button", { name: "Analyze" }));
    await user.click(await screen.findByRole("button", { name: "Fail" }));

    expect(await screen.findByRole("dialog", { name: "Choose how to continue" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Card declined: Authentication failed");
    expect(screen.getByText("Analyses started: 0")).toBeInTheDocument();
  });

  it("when payments are not configured, then the card form says the payment system is unavailable", async () => {
    const app = await openPlanChoice(outOfTrials(), {
      "GET /api/public-config": makePublicConfig({ paymentsMode: "stripe", stripePublicKey: null }),
      "POST /api/create-payment-intent": createPaymentIntentResponseSchema.parse({
        clientSecret: "pi_Card4_secret_abc",
        paymentIntentId: "pi_Card4",
        amount: 100,
        originalAmount: 100,
        currency: "usd",
        promo: null,
        granted: false,
      }),
    });
    await app.user.click(within(app.dialog).getByRole("button", { name: /Pay \$1 now/ }));
    const payment = await screen.findByRole("dialog", { name: "Pay $1 for this analysis" });
    expect(within(payment).queryByText("TEST MODE")).not.toBeInTheDocument();
    await app.user.click(within(payment).getByRole("button", { name: "Pay $1.00 by card" }));

    const alerts = await within(payment).findAllByRole("alert");
    const unavailable = alerts.find((alert) => alert.textContent?.includes("Payment System Unavailable"));
    expect(unavailable).toHaveTextContent("Payment system is currently being configured. Please try again later.");
    expect(within(unavailable!).getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
