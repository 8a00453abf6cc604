// Answers the server gives, for the component tests' network stubs. Each builder parses its result with the shared
// schema the API answers by, so a fixture that drifts from the API fails where it is built, not in a puzzling render.
import { analysisSchema, type Analysis } from "@shared/schemas/analysis";
import type { AdminUserRow, AdminUsersPage } from "@shared/schemas/admin-lists";
import { publicConfigSchema, settingsSchema, type PublicConfig, type Settings } from "@shared/schemas/settings";
import { publicUserSchema, type PublicUser } from "@shared/schemas/user";

/** A signed-in creator on the free trial, nothing used yet, no card. */
export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return publicUserSchema.parse({
    id: 7,
    username: "sara",
    email: "sara@example.com",
    pendingEmail: null,
    firstName: "Sara",
    lastName: "Haddad",
    language: "en",
    freeTrialsUsed: 0,
    freeTrialLimit: 1,
    analysisCredits: 0,
    autoChargeEnabled: false,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    stripePaymentMethodId: null,
    subscriptionStatus: null,
    subscriptionPlan: "free",
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    isPremium: false,
    emailVerified: true,
    createdAt: "2026-01-05T09:30:00.000Z",
    ...overrides,
  });
}

/** A user whose free analysis is used up and who has a saved card (Visa 4242). */
export function makeUserWithCard(overrides: Partial<PublicUser> = {}): PublicUser {
  return makeUser({
    freeTrialsUsed: 1,
    subscriptionPlan: "per_post",
    stripeCustomerId: "cus_Test123",
    stripePaymentMethodId: "pm_Visa4242",
    ...overrides,
  });
}

/** GET /api/public-config, in test payments mode by default. */
export function makePublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return publicConfigSchema.parse({
    maintenanceMode: false,
    allowNewRegistrations: true,
    enableAnalytics: false,
    freeTrialLimit: 1,
    paymentsMode: "test",
    stripePublicKey: null,
    support: { email: "support@example.com", phone: null, hours: null, location: null },
    ...overrides,
  });
}

/** GET /api/admin/settings's settings (auto-refresh off, so lists load once). */
export function makeSettings(overrides: Partial<Settings> = {}): Settings {
  return settingsSchema.parse({
    maintenanceMode: false,
    allowNewRegistrations: true,
    freeTrialLimit: 1,
    enableAnalytics: true,
    enableNotifications: true,
    autoRefreshInterval: 0,
    ...overrides,
  });
}

/** A finished analysis of a short vertical video, as POST /api/analyze and GET /api/analysis/:id answer it. */
export function makeAnalysis(overrides: Partial<Analysis> = {}): Analysis {
  return analysisSchema.parse({
    id: 41,
    userId: 7,
    fileName: "sunset-clip.mp4",
    fileSize: 4_718_592,
    mediaType: "video",
    mimeType: "video/mp4",
    caption: "Golden hour on the corniche",
    hashtags: "#sunset #travel",
    paymentType: "free",
    kind: "own",
    engineVersion: "2026.1",
    processingMs: 1150,
    uploadedAt: "2026-02-10T17:59:58.000Z",
    createdAt: "2026-02-10T18:00:00.000Z",
    previewStatus: "available",
    previewExpiresAt: "2026-02-11T18:00:00.000Z",
    standing: null,
    viralScore: 78,
    confidence: 84,
    viralPotential: "High",
    strengths: ["Vertical 9:16 video fills the phone screen", "A face appears in the first second"],
    recommendations: ["Add on-screen text in the first 3 seconds"],
    why: {
      strengths: ["Full-screen vertical video is what the feeds are built for.", null],
      recommendations: ["Most viewers watch without sound at first."],
    },
    contentCompliance: { isCompliant: true, status: "compliant", complianceScore: 100, violationReasons: [] },
    visualAnalysis: { theme: "Bright, warm and colourful", aesthetics: 81, composition: 74, trendAlignment: 69 },
    contentFactors: { hookStrength: 80, emotionalImpact: 70, shareability: 66, algorithmOptimization: 72 },
    insights: [{ x: 50, y: 30, type: "positive", insight: "A clear face near the top third" }],
    explanation: [
      {
        key: "aspect",
        label: "Aspect ratio",
        value: "1080x1920 (9:16)",
        subScore: 100,
        weight: 0.1,
        note: "Native to TikTok, Reels and Shorts.",
      },
    ],
    timeline: null,
    ...overrides,
  });
}

/** A row of GET /api/admin/users. */
export function makeAdminUserRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: 7,
    username: "sara",
    email: "sara@example.com",
    firstName: "Sara",
    lastName: "Haddad",
    language: "en",
    freeTrialsUsed: 1,
    autoChargeEnabled: false,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    subscriptionPlan: "free",
    subscriptionStatus: null,
    subscriptionActive: false,
    emailVerified: true,
    analysesCount: 3,
    competitorAnalysesCount: 0,
    paymentsCount: 1,
    createdAt: "2026-01-05T09:30:00.000Z",
    ...overrides,
  };
}

/** One page of GET /api/admin/users. */
export function makeAdminUsersPage(
  items: AdminUserRow[],
  page: Partial<Omit<AdminUsersPage, "items">> = {},
): AdminUsersPage {
  return { items, total: items.length, page: 1, pageSize: 25, freeTrialLimit: 1, ...page };
}
