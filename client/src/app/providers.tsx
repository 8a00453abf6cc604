import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "@/components/ui/toast";
import { AuthDialogProvider } from "@/features/auth/components/auth-dialog-provider";
import { useAnalyticsUploads } from "@/lib/analytics";
import { createQueryClient } from "@/lib/query-client";

/** App-wide providers that do not need the router: data cache and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

/**
 * Providers that read the URL (the auth dialog watches ?showRegister=true), so they are rendered by the
 * router's root route rather than around the router.
 */
export function RouteProviders({ children }: { children: ReactNode }) {
  // Tells the analytics sender whether the server collects events (the operator's setting), from the public config.
  useAnalyticsUploads();
  return <AuthDialogProvider>{children}</AuthDialogProvider>;
}
