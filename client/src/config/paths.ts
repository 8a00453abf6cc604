// Every route of the SPA and its href builder (spec admin-and-conventions §2, customer-app §2).
export const paths = {
  home: { path: "/", href: () => "/" },
  homeSection: { href: (section: "how-it-works" | "analyze" | "pricing" | "testimonials" | "faq") => `/#${section}` },
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
  profile: { path: "/profile", href: () => "/profile" },
  adminLogin: { path: "/admin/login", href: () => "/admin/login" },
  admin: { path: "/admin", href: () => "/admin" },
  contact: { path: "/contact", href: () => "/contact" },
  privacy: { path: "/privacy", href: () => "/privacy" },
  verifyEmail: {
    path: "/verify-email",
    href: (token?: string) => (token ? `/verify-email?token=${encodeURIComponent(token)}` : "/verify-email"),
  },
  resetPassword: {
    path: "/reset-password",
    href: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  },
} as const;
