import { describe, expect, it } from "vitest";
import {
  ACCEPTED_UPLOAD_MIME_TYPES,
  ADMIN_REFRESH_INTERVALS,
  CAPTION_MAX,
  DEFAULT_ADMIN_REFRESH_SECONDS,
  DEFAULT_FREE_TRIAL_LIMIT,
  FLASH_OFFER_CODE,
  FLASH_OFFER_PERCENT,
  FREE_TRIAL_LIMIT_MAX,
  FREE_TRIAL_LIMIT_MIN,
  LIMITS,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_LABEL,
  PREVIEW_MAX_AGE_HOURS,
  PREVIEW_MAX_AGE_MS,
  SCORE_BANDS,
  scoreBand,
} from "./constants";
import { ERROR_CODES, ERROR_STATUS } from "./errors";
import { PLANS } from "./billing";
import { promoCodeSchema } from "./schemas/billing";
import { settingsSchema } from "./schemas/settings";
import { publicUserSchema } from "./schemas/user";
import { VIRAL_POTENTIALS, viralPotentialFor } from "./schemas/analysis";

const settings = (overrides: object) => ({
  maintenanceMode: false,
  allowNewRegistrations: true,
  freeTrialLimit: DEFAULT_FREE_TRIAL_LIMIT,
  enableAnalytics: true,
  enableNotifications: true,
  autoRefreshInterval: DEFAULT_ADMIN_REFRESH_SECONDS,
  ...overrides,
});

describe("score bands", () => {
  it("when a score sits on a band's edge, then it belongs to the higher band", () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreBand)).toEqual([
      "Excellent",
      "Excellent",
      "Good",
      "Good",
      "Needs Work",
      "Needs Work",
    ]);
  });

  it("when the bands are listed, then they run from the highest floor down to 0, so every score has one", () => {
    const floors = SCORE_BANDS.map((band) => band.min);
    expect([...floors].sort((a, b) => b - a)).toEqual(floors);
    expect(floors.at(-1)).toBe(0);
  });

  it("when a score is turned into a viral potential, then the thresholds are 85, 70 and 50 and every value is a listed one", () => {
    expect([100, 85, 84, 70, 69, 50, 49, 0].map(viralPotentialFor)).toEqual([
      "Very High",
      "Very High",
      "High",
      "High",
      "Medium",
      "Medium",
      "Low",
      "Low",
    ]);
    for (let score = 0; score <= 100; score += 1) expect(VIRAL_POTENTIALS).toContain(viralPotentialFor(score));
  });
});

describe("constants agree with each other and with the schemas", () => {
  it("when the upload limit is named, then the label is the byte limit in MiB", () => {
    expect(MAX_UPLOAD_BYTES).toBe(300 * 1024 * 1024);
    expect(MAX_UPLOAD_LABEL).toBe(`${MAX_UPLOAD_BYTES / 1024 / 1024}MB`);
    for (const type of ACCEPTED_UPLOAD_MIME_TYPES) expect(type).toMatch(/^(video|image)\//);
  });

  it("when the operator settings are checked, then the default trial limit and refresh interval are accepted and the bounds hold", () => {
    expect(FREE_TRIAL_LIMIT_MIN).toBeLessThanOrEqual(DEFAULT_FREE_TRIAL_LIMIT);
    expect(DEFAULT_FREE_TRIAL_LIMIT).toBeLessThanOrEqual(FREE_TRIAL_LIMIT_MAX);
    expect(settingsSchema.safeParse(settings({})).success).toBe(true);
    expect(settingsSchema.safeParse(settings({ freeTrialLimit: FREE_TRIAL_LIMIT_MAX + 1 })).success).toBe(false);
    expect(settingsSchema.safeParse(settings({ freeTrialLimit: FREE_TRIAL_LIMIT_MIN - 1 })).success).toBe(false);
    for (const seconds of ADMIN_REFRESH_INTERVALS) {
      expect(settingsSchema.safeParse(settings({ autoRefreshInterval: seconds })).success).toBe(true);
    }
    expect(ADMIN_REFRESH_INTERVALS).toContain(DEFAULT_ADMIN_REFRESH_SECONDS);
    const refused = settingsSchema.safeParse(settings({ autoRefreshInterval: 15 }));
    expect(refused.error?.issues[0]?.message).toBe("Refresh interval must be 10, 30, 60, 300 seconds or 0 (disabled)");
  });

  it("when the flash offer code is checked, then it is a code the promo schema accepts as it is", () => {
    expect(promoCodeSchema.parse(FLASH_OFFER_CODE.toLowerCase())).toBe(FLASH_OFFER_CODE);
    expect(FLASH_OFFER_PERCENT).toBeGreaterThan(0);
    expect(FLASH_OFFER_PERCENT).toBeLessThan(100);
  });

  it("when the plans are listed, then they are exactly the plans a user can be on", () => {
    expect(publicUserSchema.shape.subscriptionPlan.options).toEqual([...PLANS]);
  });

  it("when the text limits are read, then each minimum is below its maximum and bcrypt's 72 bytes bound the password", () => {
    expect(LIMITS.usernameMin).toBeLessThan(LIMITS.usernameMax);
    expect(LIMITS.passwordMin).toBeLessThan(LIMITS.passwordMax);
    expect(LIMITS.passwordMax).toBe(72);
    expect(CAPTION_MAX).toBe(2200);
    expect(PREVIEW_MAX_AGE_MS).toBe(PREVIEW_MAX_AGE_HOURS * 3_600_000);
  });

  it("when an error code is answered, then it has an HTTP status, and only our own faults are 5xx", () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      const status = ERROR_STATUS[code];
      expect(status >= 400 && status < 600, `${code} -> ${status}`).toBe(true);
    }
    expect(ERROR_STATUS.VALIDATION_FAILED).toBe(400);
    expect(ERROR_STATUS.PAYMENT_REQUIRED).toBe(402);
    expect(ERROR_STATUS.DATABASE_UNAVAILABLE).toBe(503);
  });
});
