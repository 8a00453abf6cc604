import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { lazyNamed, useLazyMount } from "@/lib/lazy";
import { AuthDialogContext, type AuthDialogControls } from "../hooks/use-auth-dialog";
import { useCurrentUser } from "../hooks/use-current-user";
import type { AuthMode } from "./auth-dialog";

// The dialog, its three forms and their schemas (zod, the common-password list) are a chunk of their own, fetched when
// the dialog first opens or when a button that opens it is hovered or focused (docs/decisions/010-lean-first-page.md).
const AuthDialog = lazyNamed(() => import("./auth-dialog").then((module) => module.AuthDialog));

const SHOW_REGISTER_PARAM = "showRegister";

/**
 * Owns the auth dialog's state and renders it once. Must sit inside the router: `?showRegister=true` opens the register
 * dialog for a guest on load and on every history change; the parameter leaves the URL as soon as the visitor is signed
 * in, whether they just signed in or already were.
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  // Opened from a button (open()) ...
  const [manual, setManual] = useState<{ isOpen: boolean; mode: AuthMode }>({ isOpen: false, mode: "login" });
  // ... or by the URL, until the user closes it on this history entry.
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const { data: user, isPlaceholderData } = useCurrentUser();
  const wantsRegister = new URLSearchParams(location.search).get(SHOW_REGISTER_PARAM) === "true";
  // Only a confirmed guest (the server said 401) gets the dialog: while GET /api/user is in flight `user` is
  // undefined, or the cached user, and a signed-in visitor must never see it flash open.
  // location.key is new on every navigation, back/forward included, so the dialog reopens on history change.
  const isOpenedByUrl = wantsRegister && user === null && dismissedAt !== location.key;
  const isOpen = manual.isOpen || isOpenedByUrl;
  const mode: AuthMode = manual.isOpen ? manual.mode : "register";

  // A signed-in visitor (confirmed by the server, not just the cached user) loses the parameter, in place:
  // no new history entry, and only that parameter goes.
  const isSignedIn = Boolean(user) && !isPlaceholderData;
  const { pathname, search, hash } = location;
  useEffect(() => {
    if (!isSignedIn) return;
    const params = new URLSearchParams(search);
    if (!params.has(SHOW_REGISTER_PARAM)) return;
    params.delete(SHOW_REGISTER_PARAM);
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : "", hash }, { replace: true });
  }, [isSignedIn, pathname, search, hash, navigate]);

  const open = useCallback((nextMode: AuthMode) => setManual({ isOpen: true, mode: nextMode }), []);
  const close = useCallback(() => {
    setManual((current) => ({ ...current, isOpen: false }));
    setDismissedAt(location.key);
  }, [location.key]);
  const controls = useMemo<AuthDialogControls>(() => ({ open, close, preload: AuthDialog.preload }), [open, close]);
  const isMounted = useLazyMount(AuthDialog, isOpen);

  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      {isMounted ? (
        // Mounted once its chunk is in: the dialog appears as it arrives, a few milliseconds after the click.
        <Suspense fallback={null}>
          <AuthDialog
            isOpen={isOpen}
            mode={mode}
            onOpenChange={(nextIsOpen) => (nextIsOpen ? open(mode) : close())}
            onModeChange={open}
            onSuccess={close}
          />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}
