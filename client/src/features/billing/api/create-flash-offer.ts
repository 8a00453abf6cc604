import type { FlashOffer } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/** POST /api/flash-offer: a signed FLASH50 offer valid five minutes from now (guests too). */
export function createFlashOffer(): Promise<FlashOffer> {
  return api.post<FlashOffer>("/api/flash-offer");
}
