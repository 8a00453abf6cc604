import { exportFileName, type AdminExportBody, type ExportKind } from "@shared/schemas/admin-records";
import { Button } from "@/components/ui/button";
import { Download } from "lucide-react";
import { exportList } from "../api/export-list";
import { useAdminMutation } from "../hooks/use-admin-mutation";
import { saveBlob } from "@/lib/save-blob";

const kindLabels: Record<ExportKind, string> = { users: "users", analyses: "analyses", payments: "payments" };

/** Export: downloads the list (with its current filters) as kind-export-YYYY-MM-DD.csv. */
export function ExportButton({ kind, filters }: { kind: ExportKind; filters?: Partial<AdminExportBody> }) {
  const mutation = useAdminMutation({
    mutationFn: () => exportList(kind, filters),
    successToast: { title: "Export Complete", description: `The ${kindLabels[kind]} list was saved as CSV.` },
    errorTitle: "Export Failed",
    errorDescription: "Failed to export data. Please try again.",
    // The server names the file from its own clock; the browser's date is only a fallback.
    onSuccess: (file) => saveBlob(file.blob, file.fileName ?? exportFileName(kind, new Date())),
    skipInvalidate: true,
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      // aria-disabled rather than disabled while busy, so that focus stays on the button.
      onClick={() => (mutation.isPending ? undefined : mutation.mutate())}
      aria-disabled={mutation.isPending || undefined}
    >
      <Download className="h-4 w-4 shrink-0" />
      {mutation.isPending ? "Exporting..." : `Export ${kindLabels[kind]}`}
    </Button>
  );
}
