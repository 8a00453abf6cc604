import { accessLine } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import { billingStateOf } from "@/lib/billing-state";

const GUEST_ACCESS_LINE = "Your first analysis is free: create an account to start.";

/** What the next analysis costs this visitor, under the Analyze button. */
export function accessLineFor(user: PublicUser | null): string {
  return user ? accessLine(billingStateOf(user)) : GUEST_ACCESS_LINE;
}
