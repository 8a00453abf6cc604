import { expect, type Locator, type Page } from "@playwright/test";

// What the account specs (account-profile, account-security) share: the creator's own /profile.

export async function openProfile(page: Page, hash = ""): Promise<void> {
  await page.goto(`/profile${hash}`);
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
}

/** One card of the profile, by the start of its heading ("Personal Information", "Your data"). */
export function section(page: Page, title: string): Locator {
  return page.getByRole("region", { name: new RegExp(`^${title}`) });
}
