import { queryOptions } from "@tanstack/react-query";
import { checkResetToken } from "./check-reset-token";

/** Whether a password-reset link's token can still be used, asked once per token. */
export const resetTokenQuery = (token: string) =>
  queryOptions({ queryKey: ["password-reset-token", token] as const, queryFn: () => checkResetToken(token) });
