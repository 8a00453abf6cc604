import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthDialogProvider } from "@/features/auth/components/auth-dialog-provider";
import { makePublicConfig } from "@/test-utils/fixtures";
import { reply, stubNetwork } from "@/test-utils/network";
import { rawKeysOnPage } from "@/test-utils/raw-keys";
import { renderWithApp } from "@/test-utils/render";
import { ReactivateRoute } from "./reactivate";

// /reactivate for a visitor who is not signed in: its heading comes from the profile catalogue in either language.

function renderSignedOut(language: "en" | "ar") {
  stubNetwork({
    "GET /api/user": reply(401, { message: "Not signed in", code: "UNAUTHENTICATED" }),
    "GET /api/public-config": makePublicConfig(),
  });
  return renderWithApp(
    <AuthDialogProvider>
      <ReactivateRoute />
    </AuthDialogProvider>,
    { route: "/reactivate", language },
  );
}

describe("/reactivate signed out", () => {
  it("when read in Arabic, then the heading is the catalogue's Arabic", async () => {
    renderSignedOut("ar");
    expect(await screen.findByRole("heading", { level: 1, name: "أعد تفعيل اشتراكك" })).toBeInTheDocument();
    expect(rawKeysOnPage()).toEqual([]);
  });

  it("when read in English, then the heading reads as before", async () => {
    renderSignedOut("en");
    expect(await screen.findByRole("heading", { level: 1, name: "Reactivate your subscription" })).toBeInTheDocument();
  });
});
