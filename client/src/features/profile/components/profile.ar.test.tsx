import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { storeDigits } from "@/i18n/choice";
import { setDigits } from "@/i18n/i18n";
import { makeUser } from "@/test-utils/fixtures";
import { stubNetwork } from "@/test-utils/network";
import { rawKeysOnPage } from "@/test-utils/raw-keys";
import { renderWithApp } from "@/test-utils/render";
import { AccountOverviewSection } from "./account-overview-section";
import { PersonalInfoSection } from "./personal-info-section";

afterEach(() => {
  storeDigits("latn");
  setDigits("latn");
});

describe("profile in Arabic", () => {
  it("when the profile is read in Arabic, then its sections are Arabic, and the Digits choice rewrites numbers at once", async () => {
    stubNetwork();
    const user = makeUser({ language: "ar", freeTrialsUsed: 1, freeTrialLimit: 3 });
    const app = renderWithApp(
      <>
        <PersonalInfoSection user={user} />
        <AccountOverviewSection user={user} isStatusError={false} onRetryStatus={() => undefined} analysesCount={12} />
      </>,
      { language: "ar" },
    );

    expect(screen.getByRole("region", { name: "المعلومات الشخصية" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "نظرة عامة على الحساب" })).toHaveTextContent("12");
    expect(rawKeysOnPage()).toEqual([]);

    await app.user.selectOptions(screen.getByLabelText("الأرقام"), "arab");

    await waitFor(() => expect(screen.getByRole("region", { name: "نظرة عامة على الحساب" })).toHaveTextContent("١٢"));
    expect(screen.getByLabelText("الأرقام")).toHaveValue("arab");
  });

  it("when Arabic is chosen in the profile form, then the interface switches at once, before saving", async () => {
    stubNetwork();
    const app = renderWithApp(<PersonalInfoSection user={makeUser({ language: "en" })} />);
    expect(screen.queryByLabelText("Digits")).not.toBeInTheDocument();
    await app.user.click(screen.getByRole("button", { name: "Edit Profile" }));

    await app.user.selectOptions(screen.getByLabelText("Language"), "ar");

    expect(await screen.findByRole("region", { name: "المعلومات الشخصية" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "احفظ التغييرات" })).toBeInTheDocument();
    expect(screen.getByLabelText("الأرقام")).toHaveValue("latn");
  });
});
