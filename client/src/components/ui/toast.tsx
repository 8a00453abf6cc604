import { X } from "lucide-react";
import { useLayoutEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { TOAST_DURATION_MS, TOAST_LIMIT } from "@shared/constants";
import { cn } from "@/lib/cn";

// Toasts: one at a time, 5000 ms by default.

export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" | "success" };
type ToastItem = ToastInput & { id: number };

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

export function toast(input: ToastInput, durationMs: number = TOAST_DURATION_MS): number {
  const id = nextId++;
  for (const old of toasts.slice(TOAST_LIMIT - 1)) clearTimeout(timers.get(old.id));
  toasts = [{ ...input, id }, ...toasts].slice(0, TOAST_LIMIT);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
  emit();
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where the page's header ends on screen, in px (0 once it has scrolled out of view), followed while `isActive`.
 * The header is the element marked `data-site-header` (the site's and the admin's), not the first <header>: a
 * page may hold others (an article's, a card's).
 * Measured rather than assumed: the maintenance notice pushes the header down until the page scrolls, the phone
 * menu makes it taller, and a navigation swaps in another page's header (the admin's is not sticky).
 */
function useHeaderBottom(isActive: boolean): number {
  const [bottom, setBottom] = useState(0);
  useLayoutEffect(() => {
    if (!isActive) return;
    let frame = 0;
    const measure = () => {
      const header = document.querySelector("[data-site-header]");
      setBottom(header ? Math.max(0, Math.ceil(header.getBoundingClientRect().bottom)) : 0);
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [isActive]);
  return bottom;
}

/**
 * The place an open dialog keeps for toasts (the last one opened, when dialogs stack), followed while `isActive`.
 * A modal dialog on a phone covers most of the screen, so a toast floating over it hid its title and first option.
 */
function useDialogToastSlot(isActive: boolean): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!isActive) return;
    const find = () => {
      const slots = document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"] [data-dialog-toasts]');
      setSlot(slots.item(slots.length - 1) ?? null);
    };
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["data-state"],
    });
    return () => observer.disconnect();
  }, [isActive]);
  return isActive ? slot : null;
}

function ToastCard({ item }: { item: ToastItem }) {
  return (
    <div
      role={item.variant === "destructive" ? "alert" : "status"}
      className={cn(
        "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg",
        item.variant === "destructive"
          ? "border-red-300 bg-red-50 text-red-900"
          : item.variant === "success"
            ? "border-emerald-300 bg-emerald-50 text-emerald-900"
            : "border-slate-200 bg-white text-slate-900",
      )}
    >
      <div className="flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.description ? <p className="mt-0.5 text-sm opacity-90">{item.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="rounded p-1 text-current opacity-70 hover:opacity-100"
        aria-label="Dismiss notification"
      >
        <X className="h-4 w-4 shrink-0" />
      </button>
    </div>
  );
}

export function Toaster() {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  const dialogSlot = useDialogToastSlot(items.length > 0);
  const headerBottom = useHeaderBottom(items.length > 0 && dialogSlot === null);
  const cards = items.map((item) => <ToastCard key={item.id} item={item} />);
  // While a dialog is open the toasts join its flow, under its title: everything outside is inert then anyway,
  // and inside it they push the options down instead of covering them.
  if (dialogSlot)
    return createPortal(
      <div aria-live="polite" className="flex flex-col gap-2">
        {cards}
      </div>,
      dialogSlot,
    );
  return (
    <div
      aria-live="polite"
      // Below the header, never over it (a toast once hid Dashboard, Welcome and Logout for 5 s). At the top
      // on phones too: at the bottom it covered the buttons of an open dialog (the plan choice).
      style={{ top: headerBottom }}
      className="pointer-events-none fixed inset-x-0 z-[100] flex flex-col items-center gap-2 p-4 sm:left-auto sm:items-end"
    >
      {cards}
    </div>
  );
}
