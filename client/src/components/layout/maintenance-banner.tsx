import { usePublicConfig } from "@/lib/public-config";

/** Shown on every page while the operator has switched maintenance mode on (PRODUCT.md §2). */
export function MaintenanceBanner() {
  const { data: config } = usePublicConfig();
  if (!config?.maintenanceMode) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2.5 text-sm sm:items-center sm:px-6 lg:px-8">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 sm:mt-0" fill="currentColor">
          <path d="M10 2a1 1 0 0 1 .87.5l7 12.25A1 1 0 0 1 17 16.25H3a1 1 0 0 1-.87-1.5l7-12.25A1 1 0 0 1 10 2Zm0 5a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1Zm0 7.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" />
        </svg>
        <span>
          <strong className="font-semibold">Scheduled maintenance.</strong> ViralScore is being updated; analyses,
          sign-ups and payments are paused for a short while. Please try again soon.
        </span>
      </p>
    </div>
  );
}
