// Every route of the SPA and its href builder.

/** The profile's sections other pages link to: each is the section's element id and its link's #hash. */
export const profileSectionIds = { yourData: "your-data", apiKeys: "api-keys" } as const;
type ProfileSectionId = (typeof profileSectionIds)[keyof typeof profileSectionIds];

export const paths = {
  home: { path: "/", href: () => "/" },
  homeSection: { href: (section: "how-it-works" | "analyze" | "pricing" | "examples" | "faq") => `/#${section}` },
  checkout: { path: "/checkout", href: () => "/checkout" },
  subscribe: {
    path: "/subscribe",
    href: (offer?: string) => (offer ? `/subscribe?offer=${encodeURIComponent(offer)}` : "/subscribe"),
  },
  reactivate: { path: "/reactivate", href: () => "/reactivate" },
  reactivateAlias: { path: "/reactivate-subscription", href: () => "/reactivate-subscription" },
  dashboard: { path: "/dashboard", href: () => "/dashboard" },
  analyses: { path: "/analyses", href: () => "/analyses" },
  analysis: { path: "/analyses/:id", href: (id: number | string) => `/analyses/${encodeURIComponent(String(id))}` },
  /** The Pro analytics dashboard; free users see its locked preview. */
  analytics: { path: "/analytics", href: () => "/analytics" },
  /** The Pro content planner; free users see its locked preview. */
  plan: { path: "/plan", href: () => "/plan" },
  /** Competitor comparison (Pro); free users see its locked preview. Optionally one side chosen. */
  compare: {
    path: "/compare",
    href: (start?: { left: number } | { right: number }) =>
      start === undefined
        ? "/compare"
        : "left" in start
          ? `/compare?left=${start.left}`
          : `/compare?right=${start.right}`,
  },
  profile: { path: "/profile", href: () => "/profile" },
  profileSection: { href: (section: ProfileSectionId) => `/profile#${section}` },
  adminLogin: { path: "/admin/login", href: () => "/admin/login" },
  admin: { path: "/admin", href: () => "/admin" },
  contact: { path: "/contact", href: () => "/contact" },
  privacy: { path: "/privacy", href: () => "/privacy" },
  howWeScore: { path: "/how-we-score", href: () => "/how-we-score" },
  /** The public API's documentation, rendered from its OpenAPI document. */
  developers: { path: "/developers", href: () => "/developers" },
  verifyEmail: {
    path: "/verify-email",
    href: (token?: string) => (token ? `/verify-email?token=${encodeURIComponent(token)}` : "/verify-email"),
  },
  resetPassword: {
    path: "/reset-password",
    href: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  },
} as const;
