import { useTranslation } from "react-i18next";
import { Check, Copy } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { useCopy } from "../hooks/use-copy";

type CodeBlockProps = {
  code: string;
  /** What the sample is, for its heading and the copy button's name ("curl", "JavaScript"). */
  label: string;
};

/** A code sample, left to right in either language, scrolled sideways inside itself on a phone, with a copy button. */
export function CodeBlock({ code, label }: CodeBlockProps) {
  const { t } = useTranslation("developers");
  const { copy, isCopied } = useCopy();

  async function handleCopy() {
    if (!(await copy(code))) toast({ title: t("secret.copyFailed"), variant: "destructive" });
  }

  return (
    <figure className="min-w-0 overflow-hidden rounded-xl border border-slate-800 bg-slate-900">
      <figcaption className="flex items-center justify-between gap-2 border-b border-slate-700 px-3 py-1.5">
        <span className="text-xs font-semibold text-slate-300">{label}</span>
        <button
          type="button"
          onClick={() => void handleCopy()}
          aria-label={t("code.copyLabel", { label })}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-slate-200 hover:bg-slate-800"
        >
          {isCopied ? (
            <Check className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          ) : (
            <Copy className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          )}
          {isCopied ? t("secret.copied") : t("secret.copy")}
        </button>
      </figcaption>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard */}
      <pre dir="ltr" tabIndex={0} className="overflow-x-auto p-4 text-start text-[13px] leading-relaxed text-slate-100">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
