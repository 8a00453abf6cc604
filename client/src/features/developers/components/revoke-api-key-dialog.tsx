import { Trans, useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import type { ApiKey } from "@shared/schemas/public-api";
import { useRevokeApiKey } from "../hooks/use-api-keys";
import { failureMessage } from "../utils/failure-message";
import { isolate } from "../utils/isolate";

type RevokeApiKeyDialogProps = {
  /** The key to revoke; null keeps the dialog closed. */
  apiKey: ApiKey | null;
  onOpenChange: (isOpen: boolean) => void;
};

/** Asks before revoking: whatever uses the key stops working at once, and a revoked key cannot be restored. */
export function RevokeApiKeyDialog({ apiKey, onOpenChange }: RevokeApiKeyDialogProps) {
  const { t } = useTranslation("developers");
  const revoke = useRevokeApiKey();

  function handleRevoke() {
    if (!apiKey || revoke.isPending) return;
    const name = isolate(apiKey.name);
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        toast({ title: t("revoke.done"), description: t("revoke.doneDescription", { name }), variant: "success" });
        onOpenChange(false);
      },
      onError: (error) => {
        toast({
          title: t("revoke.failedTitle"),
          description: failureMessage(error, t("revoke.failed")),
          variant: "destructive",
        });
      },
    });
  }

  return (
    <Dialog open={apiKey !== null} onOpenChange={(isOpen) => (revoke.isPending ? undefined : onOpenChange(isOpen))}>
      {apiKey ? (
        <DialogContent
          title={t("revoke.title")}
          description={
            <Trans
              t={t}
              i18nKey="revoke.description"
              values={{ name: apiKey.name }}
              components={{ name: <bdi className="font-semibold text-slate-900" /> }}
            />
          }
        >
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={revoke.isPending}>
                {t("revoke.keep")}
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={handleRevoke} aria-disabled={revoke.isPending || undefined}>
              {revoke.isPending ? t("revoke.revoking") : t("revoke.submit")}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
