import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { X } from "lucide-react";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * Where focus goes when the dialog closes, when the caller knows better than the dialog: a button that was
   * disabled while the dialog was being decided on had already lost focus to the page when the dialog opened.
   */
  returnFocusTo?: HTMLElement | null;
};

/** A modal in the shadcn style: focus is trapped, Escape closes, the title labels it. */
export function DialogContent({ title, description, children, className, returnFocusTo }: DialogContentProps) {
  // Radix returns focus only to a <DialogTrigger>; our dialogs are opened by ordinary buttons (the header's
  // Get Started, Watch Demo), so remember what had focus when the dialog opened and give it back on close.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
      <DialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2",
          "overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        onOpenAutoFocus={() => {
          const active = document.activeElement;
          returnFocusRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
        }}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo ?? returnFocusRef.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogPrimitive.Title className="pe-8 text-xl font-bold text-slate-900">{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        {/* A toast shown while the dialog is open takes its place here, in the dialog's flow, so it covers
            neither the title nor an option (on a phone the dialog fills the screen: a floating toast had to). */}
        <div data-dialog-toasts="" className="empty:hidden mt-3 flex flex-col gap-2" />
        <div className="mt-4">{children}</div>
        <DialogPrimitive.Close
          className="absolute end-3 top-3 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          aria-label={t("ui.close")}
        >
          <X className="h-4 w-4 shrink-0" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
