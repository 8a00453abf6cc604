import { createContext, useContext } from "react";
import type { AuthMode } from "../components/auth-dialog";

export type AuthDialogControls = {
  open: (mode: AuthMode) => void;
  close: () => void;
  /** Starts fetching the dialog's code before it is opened (pointer over or focus on a button that opens it). */
  preload: () => void;
};

export const AuthDialogContext = createContext<AuthDialogControls | null>(null);

/** Opens or closes the one sign-in / sign-up dialog from anywhere below AuthDialogProvider. */
export function useAuthDialog(): AuthDialogControls {
  const controls = useContext(AuthDialogContext);
  if (!controls) throw new Error("useAuthDialog must be used inside <AuthDialogProvider>");
  return controls;
}
