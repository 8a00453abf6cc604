import { X } from "lucide-react";
import { useLayoutEffect, useState, type CSSProperties } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { toast as sonnerToast, Toaster as Sonner, useSonner } from "sonner";
import { TOAST_DURATION_MS, TOAST_LIMIT } from "@shared/constants";
import { languageOf } from "@/i18n/i18n";
import { directionOf } from "@/i18n/languages";
import { cn } from "@/lib/cn";
import type { ToastInput } from "./toast";

// The part of the toasts that is sonner's, in a chunk of its own: the first page does not load it; the app loads it
// when the first toast is asked for, or once the page is idle (toast.tsx).

export function ToastCard({ id, title, description, variant }: ToastInput & { id: string | number }) {
  const { t } = useTranslation();
  return (
    <div
      role={variant === "destructive" ? "alert" : "status"}
      className={cn(
        "flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg",
        variant === "destructive"
          ? "border-red-300 bg-red-50 text-red-900"
          : variant === "success"
            ? "border-emerald-300 bg-emerald-50 text-emerald-900"
            : "border-slate-200 bg-white text-slate-900",
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        {description ? <p className="mt-0.5 text-sm opacity-90">{description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => sonnerToast.dismiss(id)}
        className="rounded p-1 text-current opacity-70 hover:opacity-100"
        aria-label={t("toast.dismiss")}
      >
        <X className="h-4 w-4 shrink-0" />
      </button>
    </div>
  );
}

/** Dismisses one toast, or every toast when no id is given. */
export function dismiss(id?: string | number) {
  sonnerToast.dismiss(id);
}

/** Shows a toast under `id`; a newer one replaces the older ones (TOAST_LIMIT), so a burst never stacks up. */
export function show(id: string, input: ToastInput, durationMs: number = TOAST_DURATION_MS): void {
  const shown = sonnerToast.getToasts().filter((item) => !("dismiss" in item));
  for (const old of shown.slice(0, Math.max(0, shown.length - TOAST_LIMIT + 1))) sonnerToast.dismiss(old.id);
  sonnerToast.custom((toastId) => <ToastCard id={toastId} {...input} />, { id, duration: durationMs });
}

/**
 * Where the page's header ends on screen, in px (0 once it has scrolled out of view), followed while `isActive`.
 * The header is every element marked `data-site-header` (the site's and the admin's header, and the site header's
 * open menu), not the first <header>: a page may hold others (an article's, a card's).
 * Measured rather than assumed: the maintenance notice pushes the header down until the page scrolls, the phone
 * menu hangs below it, and a navigation swaps in another page's header (the admin's is not sticky).
 */
function useHeaderBottom(isActive: boolean): number {
  const [bottom, setBottom] = useState(0);
  useLayoutEffect(() => {
    if (!isActive) return;
    let frame = 0;
    const measure = () => {
      let lowest = 0;
      for (const part of document.querySelectorAll("[data-site-header]"))
        lowest = Math.max(lowest, Math.ceil(part.getBoundingClientRect().bottom));
      setBottom(lowest);
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    // style: the open menu is placed by a style change after it mounts.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["style"] });
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
 * A modal dialog on a phone covers most of the screen, so a toast floating over it hid its title and first option;
 * and a modal dialog hides the rest of the page from screen readers and the pointer, toasts included.
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

// A replaced toast leaves at once instead of fading out under the new one; and a toast fades in where it stays
// rather than sliding down from over the header (whose buttons it would cover on the way).
const TOAST_CLASS = "data-[visible=false]:hidden [--y:translateY(0)]!";

/** The toaster itself (toast.tsx mounts it once sonner's chunk is in). */
export function SonnerToaster() {
  const { toasts } = useSonner();
  const { t, i18n } = useTranslation();
  // The toasts region's name for screen readers, in the reader's language; sonner adds its shortcut (alt+T) after it.
  const label = t("toast.region");
  const direction = directionOf(languageOf(i18n));
  const isActive = toasts.length > 0;
  const dialogSlot = useDialogToastSlot(isActive);
  const headerBottom = useHeaderBottom(isActive && dialogSlot === null);
  // While a dialog is open the toasts join its flow, under its title (decision 030). Moving the toaster remounts
  // it, and sonner hands a new toaster the toasts still showing.
  if (dialogSlot)
    return createPortal(
      <Sonner
        theme="light"
        containerAriaLabel={label}
        visibleToasts={TOAST_LIMIT}
        className="static! w-full! transform-none!"
        toastOptions={{ className: cn(TOAST_CLASS, "relative! inset-auto! w-full!") }}
      />,
      dialogSlot,
    );
  // Below the header, never over it (a toast once hid Dashboard, Welcome and Logout for 5 s). At the top on phones
  // too: at the bottom it covered the buttons of an open dialog (the plan choice).
  const offset = { top: headerBottom + 16, right: 16, left: 16 };
  return (
    <Sonner
      theme="light"
      containerAriaLabel={label}
      // At the reading side's end: the top right in English, the top left in Arabic.
      position={direction === "rtl" ? "top-left" : "top-right"}
      dir={direction}
      visibleToasts={TOAST_LIMIT}
      offset={offset}
      mobileOffset={offset}
      style={{ "--width": "24rem" } as CSSProperties}
      toastOptions={{ className: cn(TOAST_CLASS, "w-full") }}
    />
  );
}
