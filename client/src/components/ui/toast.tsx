import { useEffect, useState } from "react";
import { TOAST_DURATION_MS } from "@shared/constants";

// Toasts are sonner's (its store, timers, pause on hover, swipe and the aria-live region); the card is ours so it keeps
// the app's look and its roles: a destructive toast is an alert, the others are status messages. One at a time,
// 5000 ms by default. Sonner's code is fetched when the first toast is asked for, or once the page is idle, so it is
// not part of the first page load; a toast asked for meanwhile shows as soon as it arrives.

export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" | "success" };

type View = typeof import("./toaster-view");
let view: View | undefined;
let loading: Promise<View> | undefined;
const viewListeners = new Set<(loaded: View) => void>();

function loadView(): Promise<View> {
  loading ??= import("./toaster-view").then(
    (loaded) => {
      view = loaded;
      for (const listener of viewListeners) listener(loaded);
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Fetches sonner's part now (component tests do, so a toast shows in the same turn as in a warm app). */
export function preloadToasts(): Promise<unknown> {
  return loadView();
}

let nextId = 0;

/** Shows a toast; a newer one replaces the older ones, so a burst of answers never stacks up. Returns its id. */
export function toast(input: ToastInput, durationMs: number = TOAST_DURATION_MS): string {
  const id = `toast-${++nextId}`;
  if (view) view.show(id, input, durationMs);
  else void loadView().then((loaded) => loaded.show(id, input, durationMs));
  return id;
}

/** Dismisses one toast, or every toast when no id is given. */
export function dismissToast(id?: string | number) {
  if (view) view.dismiss(id);
  else void loadView().then((loaded) => loaded.dismiss(id));
}

/** The one toaster, mounted once by the app's providers (and by the component tests' render). */
export function Toaster() {
  const [loaded, setLoaded] = useState<View | undefined>(view);
  useEffect(() => {
    if (loaded) return;
    viewListeners.add(setLoaded);
    // Fetched once the page has settled, so the first toast shows without waiting for it.
    const idle = window.requestIdleCallback?.(() => void loadView()) ?? window.setTimeout(() => void loadView(), 2000);
    return () => {
      viewListeners.delete(setLoaded);
      window.cancelIdleCallback?.(idle);
      window.clearTimeout(idle);
    };
  }, [loaded]);
  if (!loaded) return null;
  const { SonnerToaster } = loaded;
  return <SonnerToaster />;
}
