import { useTranslation } from "react-i18next";
import { Check, Copy, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { useCopy } from "../hooks/use-copy";

type SecretDialogProps = {
  /** The secret to show; null keeps the dialog closed. */
  secret: string | null;
  title: string;
  description: string;
  /** What the secret is, for the field's label ("Your API key"). */
  label: string;
  onClose: () => void;
};

/**
 * Shows a secret the server sends only once (a new API key, a webhook's signing secret), with a copy button and the
 * warning that it cannot be shown again. Closing forgets it: the page keeps no copy.
 */
export function SecretDialog({ secret, title, description, label, onClose }: SecretDialogProps) {
  const { t } = useTranslation("developers");
  const { copy, isCopied } = useCopy();

  async function handleCopy() {
    if (!secret) return;
    if (!(await copy(secret))) {
      toast({ title: t("secret.copyFailed"), description: t("secret.copyByHand"), variant: "destructive" });
    }
  }

  return (
    <Dialog open={secret !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {secret !== null ? (
        <DialogContent title={title} description={description} className="sm:max-w-lg">
          <p
            role="note"
            className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>{t("secret.once")}</span>
          </p>
          <label htmlFor="one-time-secret" className="mt-4 block text-sm font-medium text-slate-800">
            {label}
          </label>
          <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-start">
            {/* A text area, not a one-line input: the whole key shows, wrapped, even on a phone. */}
            <textarea
              id="one-time-secret"
              readOnly
              value={secret}
              dir="ltr"
              rows={2}
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
              className="w-full min-w-0 resize-none break-all rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 sm:flex-1"
            />
            <Button variant="secondary" onClick={() => void handleCopy()}>
              {isCopied ? (
                <Check className="h-4 w-4 shrink-0" aria-hidden="true" />
              ) : (
                <Copy className="h-4 w-4 shrink-0" aria-hidden="true" />
              )}
              {isCopied ? t("secret.copied") : t("secret.copy")}
            </Button>
          </div>
          <div className="mt-6 flex justify-end">
            <DialogClose asChild>
              <Button>{t("secret.done")}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
