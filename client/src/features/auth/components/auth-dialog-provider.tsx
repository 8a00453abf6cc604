import { useCallback, useMemo, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { AuthDialogContext, type AuthDialogControls } from "../hooks/use-auth-dialog";
import { useCurrentUser } from "../hooks/use-current-user";
import { AuthDialog, type AuthMode } from "./auth-dialog";

const SHOW_REGISTER_PARAM = "showRegister";

/**
 * Owns the auth dialog's state and renders it once. Must sit inside the router: `?showRegister=true` opens
 * the register dialog on load and on every history change, and is removed after a successful sign-in or
 * sign-up (spec customer-app §2).
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  // Opened from a button (open()) ...
  const [manual, setManual] = useState<{ isOpen: boolean; mode: AuthMode }>({ isOpen: false, mode: "login" });
  // ... or by the URL, until the user closes it on this history entry.
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const wantsRegister = new URLSearchParams(location.search).get(SHOW_REGISTER_PARAM) === "true";
  // location.key is new on every navigation, back/forward included, so the dialog reopens on history change.
  const isOpenedByUrl = wantsRegister && !user && dismissedAt !== location.key;
  const isOpen = manual.isOpen || isOpenedByUrl;
  const mode: AuthMode = manual.isOpen ? manual.mode : "register";

  const open = useCallback((nextMode: AuthMode) => setManual({ isOpen: true, mode: nextMode }), []);
  const close = useCallback(() => {
    setManual((current) => ({ ...current, isOpen: false }));
    setDismissedAt(location.key);
  }, [location.key]);
  const controls = useMemo<AuthDialogControls>(() => ({ open, close }), [open, close]);

  function handleSuccess() {
    close();
    const params = new URLSearchParams(location.search);
    if (params.has(SHOW_REGISTER_PARAM)) {
      params.delete(SHOW_REGISTER_PARAM);
      const search = params.toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
        { replace: true },
      );
    }
  }

  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      <AuthDialog
        isOpen={isOpen}
        mode={mode}
        onOpenChange={(nextIsOpen) => (nextIsOpen ? open(mode) : close())}
        onModeChange={open}
        onSuccess={handleSuccess}
      />
    </AuthDialogContext.Provider>
  );
}
