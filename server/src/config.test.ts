import os from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, startAddress } from "./config";

// Payments must never run in the wrong mode by accident: test mode never on a public site, Stripe only with its keys.

const keys = { STRIPE_SECRET_KEY: "sk_test_x", VITE_STRIPE_PUBLIC_KEY: "pk_test_x" };

describe("payments configuration", () => {
  it("when nothing is set on localhost, then payments run in test mode", () => {
    expect(loadConfig({}).paymentsMode).toBe("test");
  });

  it("when APP_URL is public and no Stripe keys are set, then the boot stops unless PAYMENTS_MODE=test", () => {
    expect(() => loadConfig({ APP_URL: "https://viralscore.app" })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_URL: "https://viralscore.app" })).toThrow(/PAYMENTS_MODE=test/);
    expect(loadConfig({ APP_URL: "https://viralscore.app", PAYMENTS_MODE: "test" }).paymentsMode).toBe("test");
  });

  it("when both keys are set, then Stripe is used, and PAYMENTS_MODE=test still forces test mode", () => {
    const stripe = loadConfig({ ...keys, STRIPE_WEBHOOK_SECRET: "whsec_x" });
    expect(stripe.paymentsMode).toBe("stripe");
    expect(stripe.stripe).toEqual({ secretKey: "sk_test_x", publicKey: "pk_test_x", webhookSecret: "whsec_x" });
    expect(loadConfig({ ...keys, PAYMENTS_MODE: "test" }).stripe).toBeNull();
  });

  it("when Stripe keys are set on a public APP_URL without a webhook secret, then the boot stops and names it", () => {
    expect(() => loadConfig({ ...keys, APP_URL: "https://viralscore.app" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(
      loadConfig({ ...keys, APP_URL: "https://viralscore.app", STRIPE_WEBHOOK_SECRET: "whsec_x" }).paymentsMode,
    ).toBe("stripe");
  });

  it("when PAYMENTS_MODE=stripe is set without keys, then the boot stops", () => {
    expect(() => loadConfig({ PAYMENTS_MODE: "stripe" })).toThrow(/needs STRIPE_SECRET_KEY/);
  });
});

// The start log and e-mail links once named port 5000 while the server listened on PORT.
describe("the public address", () => {
  it("when APP_URL is unset, then it is http://localhost:<PORT>, so links point at the port served", () => {
    expect(loadConfig({ PORT: "5173" }).appUrl).toBe("http://localhost:5173");
    expect(loadConfig({}).appUrl).toBe("http://localhost:5000");
    expect(loadConfig({ PORT: "8080", APP_URL: "" }).appUrl).toBe("http://localhost:8080");
  });

  it("when PORT is 0 (any free port) and APP_URL is unset, then the boot stops and says to set APP_URL", () => {
    expect(() => loadConfig({ PORT: "0" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "0", APP_URL: "" })).toThrow(/Set APP_URL when PORT is 0/);
    expect(loadConfig({ PORT: "0", APP_URL: "http://localhost:5173" }).appUrl).toBe("http://localhost:5173");
  });

  it("when APP_URL is set, then it wins over PORT, without a trailing slash", () => {
    const config = loadConfig({ PORT: "8080", APP_URL: "https://viralscore.app/", PAYMENTS_MODE: "test" });
    expect(config.appUrl).toBe("https://viralscore.app");
    expect(config.secureCookies).toBe(true);
  });

  it("when the start message is written, then it names APP_URL, and the port really bound when that differs", () => {
    expect(startAddress(loadConfig({ PORT: "5173" }), 5173)).toBe("http://localhost:5173");
    const proxied = loadConfig({ PORT: "8080", APP_URL: "https://viralscore.app", PAYMENTS_MODE: "test" });
    expect(startAddress(proxied, 8080)).toBe("https://viralscore.app (this process listens on http://localhost:8080)");
    expect(startAddress(loadConfig({ APP_URL: "http://127.0.0.1:3000", HOST: "127.0.0.1" }), 3000)).toBe(
      "http://127.0.0.1:3000",
    );
    expect(startAddress(loadConfig({ APP_URL: "http://localhost:3000", HOST: "::1" }), 4000)).toBe(
      "http://localhost:3000 (this process listens on http://[::1]:4000)",
    );
  });
});

// The contact page's phone line is shown only when configured, and only a phone number is accepted.
describe("support contact details", () => {
  it("when SUPPORT_PHONE is unset or empty, then there is no phone, hours or location", () => {
    expect(loadConfig({}).support).toEqual({ phone: null, hours: null, location: null });
    expect(loadConfig({ SUPPORT_PHONE: "", SUPPORT_LOCATION: "" }).support.phone).toBeNull();
  });

  it("when SUPPORT_PHONE is a phone number, then it is kept as written", () => {
    expect(loadConfig({ SUPPORT_PHONE: "+966 11 234 5678" }).support.phone).toBe("+966 11 234 5678");
    expect(loadConfig({ SUPPORT_PHONE: "(020) 7946-0958" }).support.phone).toBe("(020) 7946-0958");
  });

  it("when SUPPORT_PHONE is not a phone number, then the boot stops and names the variable", () => {
    expect(() => loadConfig({ SUPPORT_PHONE: "call us" })).toThrow(/SUPPORT_PHONE: must be a phone number/);
    expect(() => loadConfig({ SUPPORT_PHONE: "+1 2" })).toThrow(/SUPPORT_PHONE/);
    expect(() => loadConfig({ SUPPORT_PHONE: "+966 11 <b>1</b>" })).toThrow(/SUPPORT_PHONE/);
  });
});

describe("analysis slots", () => {
  it("when ANALYSIS_SLOTS is unset, then the machine runs one analysis per CPU core", () => {
    expect(loadConfig({}).analysisSlots).toBe(os.availableParallelism());
    expect(loadConfig({ ANALYSIS_SLOTS: "" }).analysisSlots).toBe(os.availableParallelism());
  });

  it("when ANALYSIS_SLOTS is a whole number from 1, then it is used; otherwise the boot stops and names it", () => {
    expect(loadConfig({ ANALYSIS_SLOTS: "3" }).analysisSlots).toBe(3);
    expect(() => loadConfig({ ANALYSIS_SLOTS: "0" })).toThrow(/ANALYSIS_SLOTS/);
    expect(() => loadConfig({ ANALYSIS_SLOTS: "two" })).toThrow(/ANALYSIS_SLOTS/);
    expect(() => loadConfig({ ANALYSIS_SLOTS: "1.5" })).toThrow(/ANALYSIS_SLOTS/);
  });
});
