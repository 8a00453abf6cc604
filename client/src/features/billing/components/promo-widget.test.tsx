import {
  validatePromoCodeResponseSchema,
  type AppliedPromo,
  type ValidatePromoCodeResponse,
} from "@shared/schemas/billing";
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { reply, stubNetwork } from "@/test-utils/network";
import { renderWithApp } from "@/test-utils/render";
import { PromoWidget } from "./promo-widget";

function validAnswer(overrides: Partial<ValidatePromoCodeResponse> = {}): ValidatePromoCodeResponse {
  return validatePromoCodeResponseSchema.parse({
    valid: true,
    id: 3,
    code: "SAVE20",
    discountType: "percentage",
    discountValue: 20,
    message: "Promo code applied",
    originalAmount: 100,
    discountedAmount: 80,
    isFree: false,
    ...overrides,
  });
}

const refused = (message: string) =>
  validAnswer({ valid: false, id: null, discountType: null, discountValue: null, message, discountedAmount: 100 });

const codeBox = () => screen.getByRole("textbox", { name: /Promo code/ });

/** The widget as a payment form holds it: the applied promo is the parent's state. */
function Harness(props: { initialCode?: string | null; isLocked?: boolean; applied?: AppliedPromo | null }) {
  const [applied, setApplied] = useState<AppliedPromo | null>(props.applied ?? null);
  return (
    <PromoWidget
      userId={7}
      target="analysis"
      applied={applied}
      onChange={setApplied}
      initialCode={props.initialCode}
      isLocked={props.isLocked}
    />
  );
}

describe("PromoWidget", () => {
  it("when Apply is pressed with nothing typed, then it asks for a code and sends nothing", async () => {
    const network = stubNetwork();
    const { user } = renderWithApp(<Harness />);

    await user.click(screen.getByRole("button", { name: "Apply" }));

    const toast = await screen.findByRole("alert");
    expect(toast).toHaveTextContent("Enter promo code");
    expect(toast).toHaveTextContent("Please enter a promo code to validate");
    expect(network.requests).toEqual([]);
  });

  it("when the code has characters no code can have, then it is refused without asking the server", async () => {
    const network = stubNetwork();
    const { user } = renderWithApp(<Harness />);

    await user.type(codeBox(), "SAVE 20!");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid Promo Code");
    expect(network.requests).toEqual([]);
  });

  it("when a valid code is typed in lower case, then the server checks it upper-cased and the discount is shown", async () => {
    let answer: (value: unknown) => void = () => undefined;
    const network = stubNetwork({
      "POST /api/validate-promo-code": () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderWithApp(<Harness />);

    await user.type(codeBox(), " save20 ");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    const checking = await screen.findByRole("button", { name: "Checking…" });
    expect(checking).toBeDisabled();
    expect(network.calls("POST /api/validate-promo-code")[0]?.body).toEqual({
      code: "SAVE20",
      userId: 7,
      target: "analysis",
    });

    answer(validAnswer());
    expect(await screen.findByRole("status")).toHaveTextContent("Promo SAVE20 applied: 20% off");
    expect(screen.queryByRole("textbox", { name: /Promo code/ })).not.toBeInTheDocument();
  });

  it("when the server refuses the code, then its reason is shown and the code can be corrected", async () => {
    stubNetwork({ "POST /api/validate-promo-code": refused("This promo code has expired") });
    const { user } = renderWithApp(<Harness />);

    await user.type(codeBox(), "OLD10");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    const toast = await screen.findByRole("alert");
    expect(toast).toHaveTextContent("Invalid promo code");
    expect(toast).toHaveTextContent("This promo code has expired");
    expect(codeBox()).toHaveValue("OLD10");
    expect(screen.getByRole("button", { name: "Apply" })).toBeEnabled();
  });

  it("when the server cannot be reached, then it says the check failed", async () => {
    stubNetwork({ "POST /api/validate-promo-code": reply(500, { message: "Internal error", code: "INTERNAL" }) });
    const { user } = renderWithApp(<Harness />);

    await user.type(codeBox(), "SAVE20");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    const toast = await screen.findByRole("alert");
    expect(toast).toHaveTextContent("Validation failed");
    expect(toast).toHaveTextContent("Unable to validate promo code. Please try again.");
  });

  it("when an applied code is removed, then the entry form comes back empty", async () => {
    stubNetwork();
    const { user } = renderWithApp(<Harness applied={{ code: "HALF", discountType: "fixed", discountValue: 50 }} />);

    expect(screen.getByRole("status")).toHaveTextContent("Promo HALF applied: $0.50 off");
    await user.click(screen.getByRole("button", { name: "Remove promo code HALF" }));

    expect(codeBox()).toHaveValue("");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("when a stored code is handed in, then it is checked at once without a click", async () => {
    const network = stubNetwork({
      "POST /api/validate-promo-code": validAnswer({ code: "WELCOME", discountValue: 100 }),
    });
    renderWithApp(<Harness initialCode="welcome" />);

    expect(await screen.findByRole("status")).toHaveTextContent("Promo WELCOME applied: 100% off");
    expect(network.calls("POST /api/validate-promo-code")).toHaveLength(1);
  });

  it("when a payment is in progress, then the code can be neither typed nor removed", async () => {
    stubNetwork();
    const { unmount } = renderWithApp(<Harness isLocked />);
    expect(codeBox()).toBeDisabled();
    expect(screen.getByRole("button", { name: "Apply" })).toBeDisabled();
    unmount();

    renderWithApp(<Harness isLocked applied={{ code: "SAVE20", discountType: "percentage", discountValue: 20 }} />);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Promo SAVE20 applied"));
    expect(screen.queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
  });
});
