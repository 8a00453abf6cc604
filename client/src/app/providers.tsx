import { QueryClientProvider } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { useState, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { Toaster } from "@/components/ui/toast";
import { FollowProfileLanguage } from "@/app/language/follow-profile-language";
import { AuthDialogProvider } from "@/features/auth/components/auth-dialog-provider";
import { useAnalyticsUploads } from "@/lib/track";
import { createQueryClient } from "@/lib/query-client";

/** App-wide providers that do not need the router: the interface's language, data cache and toasts. */
export function AppProviders({ children, i18n }: { children: ReactNode; i18n: I18n }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * Providers that read the URL (the auth dialog watches ?showRegister=true), so they are rendered by the
 * router's root route rather than around the router.
 */
export function RouteProviders({ children }: { children: ReactNode }) {
  // Tells the analytics sender whether the server collects events (the operator's setting), from the public config.
  useAnalyticsUploads();
  return (
    <AuthDialogProvider>
      <FollowProfileLanguage />
      {children}
    </AuthDialogProvider>
  );
}
