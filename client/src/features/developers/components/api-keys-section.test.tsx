import type { ApiKey } from "@shared/schemas/public-api";
import type { WebhookDelivery } from "@shared/schemas/webhooks";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeUser } from "@/test-utils/fixtures";
import { reply, stubNetwork } from "@/test-utils/network";
import { renderWithApp } from "@/test-utils/render";
import { ApiKeysSection } from "./api-keys-section";

const SECRET = "vs_live_Ab12Cd9x8y7z6w5v4u3t2s1r0qPonMlkJiHg";

function makeKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: "5b0f4f8e-3c1a-4f7e-9a57-0b6c1d2e3f40",
    name: "Scheduler",
    prefix: "vs_live_Ab12Cd",
    createdAt: "2026-11-20T10:00:00.000Z",
    lastUsedAt: null,
    revokedAt: null,
    webhookUrl: null,
    ...overrides,
  };
}

const pro = makeUser({ isPremium: true, subscriptionPlan: "monthly", subscriptionStatus: "active" });

/** Every text and form value on the page, dialogs included: where a secret must no longer be. */
function everythingOnThePage(): string {
  const values = Array.from(document.querySelectorAll("input")).map((input) => input.value);
  return `${document.body.textContent ?? ""} ${values.join(" ")}`;
}

describe("API keys in the profile", () => {
  it("when a Pro creator creates a key, then it is shown once with a warning and a copy button, and afterwards only its prefix", async () => {
    const network = stubNetwork({
      "GET /api/api-keys": { apiKeys: [] },
      "POST /api/api-keys": reply(201, { apiKey: makeKey(), key: SECRET }),
    });
    const { user } = renderWithApp(<ApiKeysSection user={pro} />);
    expect(await screen.findByText("No API keys yet")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Create Key" }));
    const form = screen.getByRole("dialog", { name: "Create an API key" });
    await user.type(within(form).getByLabelText("Key name"), "  Scheduler ");
    network.on({ "GET /api/api-keys": { apiKeys: [makeKey()] } });
    await user.click(within(form).getByRole("button", { name: "Create Key" }));

    const shown = await screen.findByRole("dialog", { name: "Your new API key" });
    expect(network.calls("POST /api/api-keys")[0]?.body).toEqual({ name: "Scheduler" });
    expect(within(shown).getByLabelText("API key")).toHaveValue(SECRET);
    expect(within(shown).getByLabelText("API key")).toHaveAttribute("dir", "ltr");
    expect(within(shown).getByRole("note")).toHaveTextContent("it will not be shown again");

    await user.click(within(shown).getByRole("button", { name: "Copy" }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(shown).getByRole("button", { name: "Copied" })).toBeInTheDocument();

    await user.click(within(shown).getByRole("button", { name: "I Have Saved It" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const list = screen.getByRole("list", { name: "Your API keys" });
    expect(within(list).getByText("Scheduler")).toBeInTheDocument();
    expect(within(list).getByText("vs_live_Ab12Cd…")).toBeInTheDocument();
    expect(within(list).getByText("Never")).toBeInTheDocument();
    expect(everythingOnThePage()).not.toContain(SECRET);
  });

  it("when the name is left empty, then the form says so and nothing is sent", async () => {
    const network = stubNetwork({ "GET /api/api-keys": { apiKeys: [] } });
    const { user } = renderWithApp(<ApiKeysSection user={pro} />);
    await user.click(await screen.findByRole("button", { name: "Create Key" }));
    const form = screen.getByRole("dialog", { name: "Create an API key" });
    await user.type(within(form).getByLabelText("Key name"), "   ");
    await user.click(within(form).getByRole("button", { name: "Create Key" }));

    expect(within(form).getByRole("alert")).toHaveTextContent("Enter a name for the key.");
    expect(within(form).getByLabelText("Key name")).toHaveAttribute("aria-invalid", "true");
    expect(network.calls("POST /api/api-keys")).toHaveLength(0);
  });

  it("when the server refuses the key, then its own message is the toast and no key is shown", async () => {
    stubNetwork({
      "GET /api/api-keys": { apiKeys: [] },
      "POST /api/api-keys": reply(403, { message: "API keys are part of Pro.", code: "FORBIDDEN" }),
    });
    const { user } = renderWithApp(<ApiKeysSection user={pro} />);
    await user.click(await screen.findByRole("button", { name: "Create Key" }));
    await user.type(screen.getByLabelText("Key name"), "Scheduler");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Create Key" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("API keys are part of Pro.");
    expect(screen.queryByRole("dialog", { name: "Your new API key" })).not.toBeInTheDocument();
  });

  it("when a free creator opens the profile, then the section says what keys are and leads to Pro, without asking for keys", async () => {
    const network = stubNetwork();
    renderWithApp(<ApiKeysSection user={makeUser()} />);

    const section = screen.getByRole("region", { name: "API keys" });
    expect(within(section).getByText("API keys are part of Pro")).toBeInTheDocument();
    expect(within(section).getByText(/500 API analyses a month included, then \$1\.00 each/)).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/subscribe");
    expect(within(section).getByRole("link", { name: "Read the API documentation" })).toHaveAttribute(
      "href",
      "/developers",
    );
    expect(within(section).queryByRole("button", { name: "Create Key" })).not.toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it("when a key is revoked after the confirmation, then the list marks it revoked and offers nothing more for it", async () => {
    const revoked = makeKey({ revokedAt: "2026-11-27T09:00:00.000Z", lastUsedAt: "2026-11-26T08:00:00.000Z" });
    const network = stubNetwork({
      "GET /api/api-keys": { apiKeys: [makeKey({ lastUsedAt: "2026-11-26T08:00:00.000Z" })] },
      [`DELETE /api/api-keys/${revoked.id}`]: { apiKey: revoked },
    });
    const { user } = renderWithApp(<ApiKeysSection user={pro} />);
    await user.click(await screen.findByRole("button", { name: "Revoke Scheduler" }));
    const confirm = screen.getByRole("dialog", { name: "Revoke this API key?" });
    expect(confirm).toHaveTextContent("Whatever uses Scheduler stops working at once.");
    network.on({ "GET /api/api-keys": { apiKeys: [revoked] } });
    await user.click(within(confirm).getByRole("button", { name: "Revoke Key" }));

    expect(await screen.findByRole("status")).toHaveTextContent("Key revoked");
    expect(network.calls(`DELETE /api/api-keys/${revoked.id}`)).toHaveLength(1);
    const list = screen.getByRole("list", { name: "Your API keys" });
    expect(within(list).getByText("Revoked")).toBeInTheDocument();
    expect(within(list).getByText("Revoked on")).toBeInTheDocument();
    expect(within(list).queryByRole("button", { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it("when a webhook URL is saved, then its signing secret is shown once, and the log lists each delivery's attempts with Replay", async () => {
    const key = makeKey();
    const withHook = makeKey({ webhookUrl: "https://hooks.example.com/viralscore" });
    const delivery: WebhookDelivery = {
      id: "0d7c1f3e-5a2b-4c6d-8e9f-a1b2c3d4e5f6",
      eventType: "analysis.completed",
      jobId: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
      status: "pending",
      attempts: [
        { attemptedAt: "2026-11-27T10:00:00.000Z", statusCode: 500, error: null, durationMs: 120 },
        { attemptedAt: "2026-11-27T10:01:00.000Z", statusCode: null, error: "connect ECONNREFUSED", durationMs: 3 },
      ],
      nextAttemptAt: "2026-11-27T10:06:00.000Z",
      createdAt: "2026-11-27T10:00:00.000Z",
    };
    const network = stubNetwork({
      "GET /api/api-keys": { apiKeys: [key] },
      [`PUT /api/api-keys/${key.id}/webhook`]: { apiKey: withHook, webhookSecret: "whsec_c2VjcmV0LXNpZ25pbmcta2V5" },
      [`GET /api/api-keys/${key.id}/webhook-deliveries`]: { deliveries: [] },
    });
    const { user } = renderWithApp(<ApiKeysSection user={pro} />);
    await user.click(await screen.findByRole("button", { name: "Webhook of Scheduler" }));
    const dialog = screen.getByRole("dialog", { name: "Webhook" });
    expect(await within(dialog).findByText(/No deliveries yet/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Webhook URL"), "https://hooks.example.com/viralscore");
    network.on({ "GET /api/api-keys": { apiKeys: [withHook] } });
    await user.click(within(dialog).getByRole("button", { name: "Save URL" }));

    const secret = await screen.findByRole("dialog", { name: "Your webhook signing secret" });
    expect(network.calls(`PUT /api/api-keys/${key.id}/webhook`)[0]?.body).toEqual({
      url: "https://hooks.example.com/viralscore",
    });
    expect(within(secret).getByLabelText("Signing secret")).toHaveValue("whsec_c2VjcmV0LXNpZ25pbmcta2V5");
    await user.click(within(secret).getByRole("button", { name: "I Have Saved It" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(everythingOnThePage()).not.toContain("whsec_c2VjcmV0LXNpZ25pbmcta2V5");

    network.on({
      [`GET /api/api-keys/${key.id}/webhook-deliveries`]: { deliveries: [delivery] },
      [`POST /api/api-keys/${key.id}/webhook-deliveries/${delivery.id}/replay`]: reply(202, { delivery }),
    });
    await user.click(screen.getByRole("button", { name: "Webhook of Scheduler" }));
    const log = await screen.findByRole("list", { name: "Deliveries" });
    expect(screen.getByRole("dialog", { name: "Webhook" })).toHaveTextContent(
      "Posting to: https://hooks.example.com/viralscore",
    );
    expect(within(log).getByText("analysis.completed")).toBeInTheDocument();
    expect(within(log).getByText("Pending")).toBeInTheDocument();
    expect(within(log).getByText(/^Next attempt: /)).toBeInTheDocument();
    const attempts = within(log).getByRole("list", { name: "Attempts" });
    expect(within(attempts).getAllByRole("listitem")).toHaveLength(2);
    expect(attempts).toHaveTextContent("Attempt 1");
    expect(attempts).toHaveTextContent("HTTP 500");
    expect(attempts).toHaveTextContent("120 ms");
    expect(attempts).toHaveTextContent("connect ECONNREFUSED");

    await user.click(within(log).getByRole("button", { name: /^Replay analysis\.completed/ }));
    expect(await screen.findByText("Delivery sent again")).toBeInTheDocument();
    expect(network.calls(`POST /api/api-keys/${key.id}/webhook-deliveries/${delivery.id}/replay`)).toHaveLength(1);
  });

  it("when the profile is in Arabic, then the section and the one-time key read in Arabic and the key stays left to right", async () => {
    stubNetwork({
      "GET /api/api-keys": { apiKeys: [] },
      "POST /api/api-keys": reply(201, { apiKey: makeKey({ name: "أداة الجدولة" }), key: SECRET }),
    });
    const { user } = renderWithApp(<ApiKeysSection user={pro} />, { language: "ar" });
    expect(await screen.findByText("لا توجد مفاتيح API بعد")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "أنشئ مفتاحًا" }));
    await user.type(screen.getByLabelText("اسم المفتاح"), "أداة الجدولة");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "أنشئ المفتاح" }));

    const shown = await screen.findByRole("dialog", { name: "مفتاح API الجديد" });
    expect(within(shown).getByRole("note")).toHaveTextContent("لن يظهر مرة أخرى");
    expect(within(shown).getByLabelText("مفتاح API")).toHaveAttribute("dir", "ltr");
    expect(within(shown).getByRole("button", { name: "حفظته" })).toBeInTheDocument();
  });
});
