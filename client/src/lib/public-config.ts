import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@shared/schemas/settings";
import { api } from "@/lib/api-client";

// Operator settings every screen may need before anyone signs in (maintenance notice, registrations open,
// free-trial limit, payments mode). Kept in lib because the layout, auth and landing all read it.

/** GET /api/public-config */
export function getPublicConfig(): Promise<PublicConfig> {
  return api.get<PublicConfig>("/api/public-config");
}

export const publicConfigQuery = () => queryOptions({ queryKey: ["public-config"] as const, queryFn: getPublicConfig });

/** The public config; `data` stays undefined while loading or when the call fails (screens use defaults). */
export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}
