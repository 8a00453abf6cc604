import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Check } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useFileSize } from "@/lib/file-size";
import { PROGRESS_STEPS, queueLine, stepLabel, stepStatus, type ProgressState } from "../utils/progress";

type ProgressOverlayProps = {
  isOpen: boolean;
  fileName: string;
  progress: ProgressState;
  /** Cancels the upload; offered only while bytes are still being sent. */
  onCancel: () => void;
};

/**
 * The full-screen progress overlay: a modal that cannot be dismissed while the analysis runs, with the real stage,
 * percentage and bytes sent.
 */
export function ProgressOverlay({ isOpen, fileName, progress, onCancel }: ProgressOverlayProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const isUploading = progress.step === "uploading";
  const { t } = useTranslation("analyze");
  const fileSize = useFileSize();
  const current = stepLabel(progress.step, t);
  const inLine = progress.queuePosition === null ? null : queueLine(progress.queuePosition, t);
  const percent = t("progress.percent", { percent: progress.percent });

  return (
    <DialogPrimitive.Root open={isOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-slate-950/80 backdrop-blur-sm" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            titleRef.current?.focus();
          }}
          // The panel decides where focus goes afterwards (the results, or back to the form).
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="fixed inset-0 z-[60] flex items-center justify-center overflow-y-auto p-4"
        >
          <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className="relative grid h-11 w-11 place-items-center">
                <span className="absolute inset-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none" />
              </span>
              <div className="min-w-0">
                <DialogPrimitive.Title
                  ref={titleRef}
                  tabIndex={-1}
                  className="text-lg font-bold text-slate-900 focus:outline-none"
                >
                  {t("progress.title")}
                </DialogPrimitive.Title>
                <p className="truncate text-sm text-slate-600">
                  <span dir="auto">{fileName}</span>
                </p>
              </div>
            </div>

            <div className="mt-6">
              <div className="flex items-baseline justify-between text-sm">
                {/* Announced once per stage, not on every percent. */}
                <p aria-live="polite" className="font-semibold text-slate-900">
                  {progress.step === "done" ? current : t("progress.ellipsis", { step: current })}
                </p>
                <p className="font-semibold tabular-nums text-brand-700">{percent}</p>
              </div>
              {progress.detail && progress.step !== "done" ? (
                <p className="mt-1 text-sm text-slate-600">{t(`progress.detail.${progress.detail}`)}</p>
              ) : null}
              {/* All of the machine's engine slots are busy: the place in line, announced as it moves. */}
              {inLine ? (
                <p role="status" className="mt-1 text-base font-semibold tabular-nums text-brand-700">
                  {inLine}
                </p>
              ) : null}
              <div
                role="progressbar"
                aria-label={t("progress.ariaLabel")}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress.percent}
                aria-valuetext={t("progress.valueText", { step: current, detail: inLine ?? percent })}
                className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  className="h-full rounded-full bg-gradient-to-r from-brand-500 rtl:bg-gradient-to-l to-brand-700 transition-[width] duration-300 ease-out motion-reduce:transition-none"
                  style={{ width: `${progress.percent}%` }}
                />
              </div>
              <p className="mt-2 text-xs tabular-nums text-slate-600">
                {t("progress.uploaded", {
                  uploaded: fileSize(progress.uploadedBytes),
                  total: fileSize(progress.totalBytes),
                })}
              </p>
            </div>

            <ol className="mt-6 space-y-2.5" aria-label={t("progress.stagesLabel")}>
              {PROGRESS_STEPS.map((step) => {
                const status = stepStatus(progress, step.id);
                return (
                  <li
                    key={step.id}
                    aria-current={status === "current" ? "step" : undefined}
                    className="flex items-center gap-3 text-sm"
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        "grid h-6 w-6 shrink-0 place-items-center rounded-full text-xs font-bold",
                        status === "done" && "bg-emerald-500 text-white",
                        status === "current" && "bg-brand-600 text-white ring-4 ring-brand-100",
                        status === "pending" && "bg-slate-100 text-slate-400",
                      )}
                    >
                      {status === "done" ? (
                        <Check className="h-3.5 w-3.5" strokeWidth={3} />
                      ) : status === "current" ? (
                        <span className="h-2 w-2 animate-pulse rounded-full bg-white motion-reduce:animate-none" />
                      ) : null}
                    </span>
                    <span
                      className={cn(
                        status === "pending" ? "text-slate-500" : "text-slate-900",
                        status === "current" && "font-semibold",
                      )}
                    >
                      {stepLabel(step.id, t)}
                      <span className="sr-only">
                        {status === "done"
                          ? t("progress.complete")
                          : status === "current"
                            ? t("progress.inProgress")
                            : ""}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ol>

            <div className="mt-6 flex min-h-11 items-center justify-between gap-3 border-t border-slate-100 pt-4">
              <p className="text-xs text-slate-500">{t("progress.keepOpen")}</p>
              {isUploading ? (
                <Button variant="secondary" size="sm" onClick={onCancel}>
                  {t("progress.cancel")}
                </Button>
              ) : null}
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
