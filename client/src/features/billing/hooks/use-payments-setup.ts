import { usePublicConfig } from "@/lib/public-config";

/** Which card form to show: ours in test mode, Stripe's with a public key, or the "unavailable" state. */
export type PaymentsSetup =
  | { status: "loading" }
  | { status: "unavailable"; retry: () => void }
  | { status: "test" }
  | { status: "stripe"; publicKey: string };

/** The payments mode from GET /api/public-config: Stripe with its public key, or the embedded test mode. */
export function usePaymentsSetup(): PaymentsSetup {
  const config = usePublicConfig();
  if (config.isPending) return { status: "loading" };
  const data = config.data;
  if (data?.paymentsMode === "test") return { status: "test" };
  if (data?.paymentsMode === "stripe" && data.stripePublicKey) {
    return { status: "stripe", publicKey: data.stripePublicKey };
  }
  return { status: "unavailable", retry: () => void config.refetch() };
}

/** True when payments run in test mode: every payment surface then shows the TEST MODE badge. */
export function useIsTestMode(): boolean {
  return usePaymentsSetup().status === "test";
}
