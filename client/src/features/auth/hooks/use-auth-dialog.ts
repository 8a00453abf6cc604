import { createContext, useContext } from "react";
import type { AuthMode } from "../components/auth-dialog";

export type AuthDialogControls = {
  open: (mode: AuthMode) => void;
  close: () => void;
};

export const AuthDialogContext = createContext<AuthDialogControls | null>(null);

/** Opens or closes the one sign-in / sign-up dialog from anywhere below AuthDialogProvider. */
export function useAuthDialog(): AuthDialogControls {
  const controls = useContext(AuthDialogContext);
  if (!controls) throw new Error("useAuthDialog must be used inside <AuthDialogProvider>");
  return controls;
}
