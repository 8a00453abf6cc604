import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";

type AnalyzeFormLayoutProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  upload: ReactNode;
  fields: ReactNode;
  submit: ReactNode;
  /** Called when the visitor points at, touches or focuses the form (the shell loads the working form then). */
  onInteract?: () => void;
  /** After the form: the progress overlay. */
  children?: ReactNode;
};

/**
 * The analyze form's frame: the upload area beside the caption card. Shared by the working panel and the shell the
 * landing page paints first (analyze-panel-shell.tsx), so the two are the same size and the swap moves nothing.
 */
export function AnalyzeFormLayout({ onSubmit, upload, fields, submit, onInteract, children }: AnalyzeFormLayoutProps) {
  const { t } = useTranslation("analyze");
  return (
    <div
      className="mx-auto mt-12 max-w-5xl"
      onPointerEnter={onInteract}
      onTouchStart={onInteract}
      onFocusCapture={onInteract}
    >
      <form
        onSubmit={onSubmit}
        noValidate
        // Found by this attribute, not by its label, which is in the reader's language (caption-draft.ts).
        data-analyze-form=""
        aria-label={t("form.label")}
        className="grid gap-6 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]"
      >
        {upload}
        <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          {fields}
          {submit}
        </div>
      </form>
      {children}
    </div>
  );
}
