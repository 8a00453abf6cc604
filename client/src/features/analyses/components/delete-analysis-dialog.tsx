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
  const mutation = useDeleteAnalysis();

  function handleDelete() {
    if (!analysis) return;
    mutation.mutate(analysis.id, {
      onSuccess: () => {
        toast({
          title: "Analysis Deleted",
          description: "The analysis was removed from your account.",
          variant: "success",
        });
        onOpenChange(false);
        onDeleted?.();
      },
      onError: (error) => {
        toast({
          title: "Delete failed",
          description:
            error instanceof ApiError ? error.serverMessage : "Could not delete the analysis. Please try again.",
          variant: "destructive",
        });
      },
    });
  }

  return (
    <Dialog open={analysis !== null} onOpenChange={(isOpen) => (mutation.isPending ? undefined : onOpenChange(isOpen))}>
      {analysis ? (
        <DialogContent
          title="Delete this analysis?"
          description={
            <>
              The score and report for{" "}
              <span dir="auto" className="font-medium text-slate-900">
                {analysis.fileName}
              </span>{" "}
              will be permanently deleted. This cannot be undone.
            </>
          }
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={mutation.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={handleDelete} disabled={mutation.isPending}>
              {mutation.isPending ? "Deleting..." : "Delete Analysis"}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
