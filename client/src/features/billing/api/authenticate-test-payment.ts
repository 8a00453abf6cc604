import type { ConfirmOutcome } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/** TEST MODE only: POST /api/test-payments/authenticate approves or fails the simulated bank check. */
export function authenticateTestPayment(body: { clientSecret: string; approve: boolean }): Promise<ConfirmOutcome> {
  return api.post<ConfirmOutcome>("/api/test-payments/authenticate", body);
}
