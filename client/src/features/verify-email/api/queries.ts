import { queryOptions } from "@tanstack/react-query";
import type { VerifyEmailResponse } from "@shared/schemas/auth";
import { verifyEmail } from "./verify-email";

/** Verifies the link's token; `onVerified` sees the answer before the query holds it. */
export const verifyEmailQuery = (token: string | null, onVerified: (answer: VerifyEmailResponse) => void) =>
  queryOptions({
    queryKey: ["verify-email", token] as const,
    queryFn: async () => {
      const answer = await verifyEmail(token ?? "");
      onVerified(answer);
      return answer;
    },
  });
