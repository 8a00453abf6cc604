import { Trans, useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useDeleteAnalysis } from "../hooks/use-delete-analysis";

type DeleteAnalysisDialogProps = {
  /** The analysis to delete; null keeps the dialog closed. */
  analysis: { id: number; fileName: string } | null;
  onOpenChange: (isOpen: boolean) => void;
  onDeleted?: () => void;
};

/** Asks before deleting an analysis; the deletion cannot be undone. */
export function DeleteAnalysisDialog({ analysis, onOpenChange, onDeleted }: DeleteAnalysisDialogProps) {
  const { t } = useTranslation("results");
  const mutation = useDeleteAnalysis();

  function handleDelete() {
    if (!analysis) return;
    mutation.mutate(analysis.id, {
      onSuccess: () => {
        toast({
          title: t("delete.deletedTitle"),
          description: t("delete.deletedDescription"),
          variant: "success",
        });
        onOpenChange(false);
        onDeleted?.();
      },
      onError: (error) => {
        toast({
          title: t("delete.failedTitle"),
          description: error instanceof ApiError ? error.serverMessage : t("delete.failedDescription"),
          variant: "destructive",
        });
      },
    });
  }

  return (
    <Dialog open={analysis !== null} onOpenChange={(isOpen) => (mutation.isPending ? undefined : onOpenChange(isOpen))}>
      {analysis ? (
        <DialogContent
          title={t("delete.title")}
          description={
            <Trans
              t={t}
              i18nKey="delete.description"
              values={{ name: analysis.fileName }}
              components={{ file: <bdi className="font-medium text-slate-900" /> }}
            />
          }
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={mutation.isPending}>
                {t("delete.cancel")}
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={handleDelete} disabled={mutation.isPending}>
              {mutation.isPending ? t("delete.deleting") : t("delete.confirm")}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
