import { COMMON_PASSWORD_MESSAGE } from "@shared/schemas/common";
import type { PublicUser } from "@shared/schemas/user";
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { makeUser } from "@/test-utils/fixtures";
import { reply, stubNetwork } from "@/test-utils/network";
import { renderWithApp } from "@/test-utils/render";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { PersonalInfoSection } from "./personal-info-section";
import { SecuritySection } from "./security-section";

const thisDevice = {
  id: "s1",
  device: "Chrome on Linux",
  browser: "Chrome",
  system: "Linux",
  ip: "127.0.0.1",
  createdAt: "2026-02-01T10:00:00.000Z",
  lastUsedAt: "2026-02-10T10:00:00.000Z",
  isCurrent: true,
};

async function openEditForm(user: PublicUser = makeUser({ lastName: null })) {
  const app = renderWithApp(<PersonalInfoSection user={user} />);
  await app.user.click(screen.getByRole("button", { name: "Edit Profile" }));
  return { ...app, form: screen.getByRole("form", { name: "Edit personal information" }) };
}

describe("Personal information", () => {
  it("when the details are shown, then an empty name reads Not set and Edit opens the form filled in, on the username", async () => {
    stubNetwork();
    const app = renderWithApp(<PersonalInfoSection user={makeUser({ lastName: null, language: "ar" })} />);

    const section = screen.getByRole("region", { name: "Personal Information" });
    expect(within(section).getByText("Last name").nextElementSibling).toHaveTextContent("Not set");
    expect(within(section).getByText("Language").nextElementSibling).toHaveTextContent("Arabic (العربية)");

    await app.user.click(screen.getByRole("button", { name: "Edit Profile" }));

    expect(screen.getByLabelText("Username")).toHaveFocus();
    expect(screen.getByLabelText("Username")).toHaveValue("sara");
    expect(screen.getByLabelText("Email")).toHaveValue("sara@example.com");
    expect(screen.getByLabelText(/Last name/)).toHaveValue("");
    expect(screen.getByLabelText("Language")).toHaveValue("ar");
  });

  it("when names are changed and one emptied, then the server is sent the cleared name and no unchanged e-mail", async () => {
    const network = stubNetwork({
      "PUT /api/user/7": { user: makeUser({ username: "sara.h", firstName: null, lastName: "Haddad" }) },
    });
    const { user } = await openEditForm();

    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "sara.h");
    await user.clear(screen.getByLabelText(/First name/));
    await user.type(screen.getByLabelText(/Last name/), "Haddad");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByRole("status")).toHaveTextContent("Your profile has been successfully updated.");
    expect(network.calls("PUT /api/user/7")[0]?.body).toEqual({
      username: "sara.h",
      firstName: null,
      lastName: "Haddad",
      language: "en",
    });
    expect(screen.queryByRole("form", { name: "Edit personal information" })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit Profile" })).toHaveFocus());
  });

  it("when the e-mail is changed, then the toast says a confirmation link went to the new address", async () => {
    const network = stubNetwork({
      "PUT /api/user/7": { user: makeUser({ pendingEmail: "sara.new@example.com" }) },
    });
    const { user } = await openEditForm();

    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "Sara.New@Example.com");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByRole("status")).toHaveTextContent(
      "We sent a confirmation link to sara.new@example.com. Your e-mail changes when you open it.",
    );
    expect(network.calls("PUT /api/user/7")[0]?.body).toMatchObject({ email: "sara.new@example.com" });
  });

  it("when the username is too short, then the field says so and nothing is sent", async () => {
    const network = stubNetwork();
    const { user } = await openEditForm();

    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "ab");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Username must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription("Username must be at least 3 characters");
    expect(network.requests).toEqual([]);
  });

  it("when the server says the e-mail is taken, then the message is on the e-mail field and the form stays open", async () => {
    stubNetwork({
      "PUT /api/user/7": reply(409, {
        message: "That e-mail is already in use",
        code: "CONFLICT",
        fieldErrors: { email: ["That e-mail is already in use"] },
      }),
    });
    const { user } = await openEditForm();

    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "taken@example.com");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    await waitFor(() =>
      expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("That e-mail is already in use"),
    );
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(screen.getByText("Update Failed")).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Edit personal information" })).toBeInTheDocument();
  });

  it("when Cancel is pressed, then the details come back unchanged and nothing is sent", async () => {
    const network = stubNetwork();
    const { user } = await openEditForm();

    await user.type(screen.getByLabelText("Username"), "-draft");
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    expect(screen.getByText("sara")).toBeInTheDocument();
    expect(screen.queryByText("sara-draft")).not.toBeInTheDocument();
    expect(network.requests).toEqual([]);
  });

  it("when an e-mail change waits for its link, then both addresses are named and the change can be dropped", async () => {
    const network = stubNetwork({ "POST /api/account/email/cancel": { user: makeUser() } });
    const { user } = renderWithApp(<PersonalInfoSection user={makeUser({ pendingEmail: "sara.new@example.com" })} />);

    const notice = screen.getByRole("region", { name: "E-mail change waiting for confirmation" });
    expect(notice).toHaveTextContent("Waiting for you to confirm sara.new@example.com");
    expect(notice).toHaveTextContent("Until then you sign in with sara@example.com.");
    await user.click(within(notice).getByRole("button", { name: "Cancel change" }));

    expect(await screen.findByRole("status")).toHaveTextContent("You keep signing in with sara@example.com.");
    expect(network.calls("POST /api/account/email/cancel")).toHaveLength(1);
  });
});

describe("Active sessions", () => {
  it("when the interface is in Arabic, then a session's device is worded in Arabic around the browser's and system's own names", async () => {
    stubNetwork({
      "GET /api/account/sessions": {
        sessions: [
          thisDevice,
          { ...thisDevice, id: "s2", device: "Unknown device", browser: null, system: null, isCurrent: false },
        ],
      },
    });
    renderWithApp(<SecuritySection user={makeUser()} />, { language: "ar" });

    expect(await screen.findByText("Chrome على Linux")).toBeInTheDocument();
    expect(screen.getByText("جهاز غير معروف")).toBeInTheDocument();
    expect(screen.queryByText("Chrome on Linux")).not.toBeInTheDocument();
  });
});

describe("Change password", () => {
  async function openPasswordForm() {
    const network = stubNetwork({ "GET /api/account/sessions": { sessions: [thisDevice] } });
    const app = renderWithApp(<SecuritySection user={makeUser()} />);
    await app.user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Chrome on Linux")).toBeInTheDocument();
    return { ...app, network };
  }

  async function fill(
    app: Awaited<ReturnType<typeof openPasswordForm>>,
    current: string,
    next: string,
    confirm = next,
  ) {
    await app.user.type(screen.getByLabelText("Current password"), current);
    await app.user.type(screen.getByLabelText("New password"), next);
    await app.user.type(screen.getByLabelText("Confirm new password"), confirm);
    await app.user.click(screen.getByRole("button", { name: "Change password" }));
  }

  it("when the form opens, then the current password has focus and the new one states its rule before anyone fails it", async () => {
    await openPasswordForm();

    expect(screen.getByLabelText("Current password")).toHaveFocus();
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(
      'At least 8 characters, and not a common password such as "password1".',
    );
  });

  it("when the confirmation differs, or the new password is a common one, then each field says why and nothing is sent", async () => {
    const app = await openPasswordForm();

    await fill(app, "old-secret-1", "password1", "password2");

    expect(await screen.findByText(COMMON_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(app.network.calls("POST /api/account/password")).toEqual([]);
  });

  it("when the current password is wrong, then the server's message is on that field, not in a toast", async () => {
    const app = await openPasswordForm();
    app.network.on({
      "POST /api/account/password": reply(400, {
        message: "The current password is not correct",
        code: "VALIDATION_FAILED",
        fieldErrors: { currentPassword: ["The current password is not correct"] },
      }),
    });

    await fill(app, "not-my-password", "A much better passphrase");

    await waitFor(() =>
      expect(screen.getByLabelText("Current password")).toHaveAccessibleDescription(
        "The current password is not correct",
      ),
    );
    expect(screen.getByLabelText("Current password")).toHaveFocus();
    expect(screen.queryByText("Password not changed")).not.toBeInTheDocument();
  });

  it("when the password is changed, then only the two passwords are sent, the other sessions are listed again and the form closes", async () => {
    const app = await openPasswordForm();
    app.network.on({ "POST /api/account/password": { message: "Password changed" } });

    await fill(app, "old-secret-1", "A much better passphrase");

    expect(await screen.findByRole("status")).toHaveTextContent(
      "You were signed out on your other devices. This one stays signed in.",
    );
    expect(app.network.calls("POST /api/account/password")[0]?.body).toEqual({
      currentPassword: "old-secret-1",
      newPassword: "A much better passphrase",
    });
    await waitFor(() => expect(app.network.calls("GET /api/account/sessions")).toHaveLength(2));
    expect(screen.queryByLabelText("Current password")).not.toBeInTheDocument();
  });

  it("when Show password is pressed, then the typed password can be read", async () => {
    const app = await openPasswordForm();

    await app.user.type(screen.getByLabelText("New password"), "A much better passphrase");
    expect(screen.getByLabelText("New password")).toHaveAttribute("type", "password");
    const toggles = screen.getAllByRole("button", { name: "Show password" });
    await app.user.click(toggles[1]!);

    expect(screen.getByLabelText("New password")).toHaveAttribute("type", "text");
    expect(screen.getAllByRole("button", { name: "Hide password" })).toHaveLength(1);
  });
});

describe("Delete account", () => {
  function DeleteAccount({ user, onDeleted }: { user: PublicUser; onDeleted: () => void }) {
    const [isOpen, setIsOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setIsOpen(true)}>
          Delete my account…
        </button>
        <DeleteAccountDialog user={user} isOpen={isOpen} onOpenChange={setIsOpen} onDeleted={onDeleted} />
      </>
    );
  }

  it("when the dialog opens, then it says what is deleted and what is kept, and the Pro note only for Pro", async () => {
    stubNetwork();
    const { unmount } = renderWithApp(<DeleteAccount user={makeUser()} onDeleted={vi.fn()} />);

    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    expect(dialog).toHaveAccessibleDescription("This cannot be undone.");
    expect(within(dialog).getByText(/your saved cards, at our payment provider too/)).toBeInTheDocument();
    expect(within(dialog).getByText(/We keep your payment records/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Your Pro subscription is cancelled/)).not.toBeInTheDocument();
    unmount();

    renderWithApp(
      <DeleteAccount user={makeUser({ isPremium: true, subscriptionPlan: "monthly" })} onDeleted={vi.fn()} />,
    );
    expect(
      screen.getByText("Your Pro subscription is cancelled at once, with no further charges."),
    ).toBeInTheDocument();
  });

  it("when no password is given, then it is asked for and nothing is deleted", async () => {
    const network = stubNetwork();
    const { user } = renderWithApp(<DeleteAccount user={makeUser()} onDeleted={vi.fn()} />);

    await user.click(screen.getByRole("button", { name: "Delete my account" }));

    expect(await screen.findByText("Password is required")).toBeInTheDocument();
    expect(network.requests).toEqual([]);
  });

  it("when the password is wrong, then the field says so and the account stays", async () => {
    stubNetwork({
      "POST /api/account/delete": reply(400, {
        message: "The password is not correct",
        code: "VALIDATION_FAILED",
        fieldErrors: { password: ["The password is not correct"] },
      }),
    });
    const onDeleted = vi.fn();
    const { user } = renderWithApp(<DeleteAccount user={makeUser()} onDeleted={onDeleted} />);

    await user.type(screen.getByLabelText("Your password"), "wrong-one");
    await user.click(screen.getByRole("button", { name: "Delete my account" }));

    await waitFor(() =>
      expect(screen.getByLabelText("Your password")).toHaveAccessibleDescription("The password is not correct"),
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it("when the payment provider refuses, then the dialog shows the server's reason and nothing was deleted", async () => {
    stubNetwork({
      "POST /api/account/delete": reply(502, {
        message: "Your Pro subscription could not be cancelled at the payment provider. Nothing was deleted.",
        code: "PAYMENT_PROVIDER_ERROR",
      }),
    });
    const onDeleted = vi.fn();
    const { user } = renderWithApp(<DeleteAccount user={makeUser()} onDeleted={onDeleted} />);

    await user.type(screen.getByLabelText("Your password"), "my-secret-1");
    await user.click(screen.getByRole("button", { name: "Delete my account" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your Pro subscription could not be cancelled at the payment provider. Nothing was deleted.",
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it("when the password is right, then the account is deleted and the page is told", async () => {
    const network = stubNetwork({ "POST /api/account/delete": { message: "Your account was deleted" } });
    const onDeleted = vi.fn();
    const { user } = renderWithApp(<DeleteAccount user={makeUser()} onDeleted={onDeleted} />);

    await user.type(screen.getByLabelText("Your password"), "my-secret-1");
    await user.click(screen.getByRole("button", { name: "Delete my account" }));

    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(network.calls("POST /api/account/delete")[0]?.body).toEqual({ password: "my-secret-1" });
  });

  it("when Keep my account is pressed, then the dialog closes and what was typed is forgotten", async () => {
    const network = stubNetwork();
    const { user } = renderWithApp(<DeleteAccount user={makeUser()} onDeleted={vi.fn()} />);

    await user.type(screen.getByLabelText("Your password"), "my-secret-1");
    await user.click(screen.getByRole("button", { name: "Keep my account" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete my account…" }));
    expect(screen.getByLabelText("Your password")).toHaveValue("");
    expect(network.requests).toEqual([]);
  });
});
