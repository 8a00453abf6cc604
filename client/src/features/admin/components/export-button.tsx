import { exportFileName, type AdminExportBody, type ExportKind } from "@shared/schemas/admin-records";
import { Button } from "@/components/ui/button";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { exportList } from "../api/export-list";
import { useAdminMutation } from "../hooks/use-admin-mutation";
import { saveBlob } from "@/lib/save-blob";

const DONE_KEYS = {
  users: "export.doneUsers",
  analyses: "export.doneAnalyses",
  payments: "export.donePayments",
} as const;

/** Export: downloads the list (with its current filters) as kind-export-YYYY-MM-DD.csv. */
export function ExportButton({ kind, filters }: { kind: ExportKind; filters?: Partial<AdminExportBody> }) {
  const { t } = useTranslation("admin");
  const mutation = useAdminMutation({
    mutationFn: () => exportList(kind, filters),
    successToast: { title: t("export.doneTitle"), description: t(DONE_KEYS[kind]) },
    errorTitle: t("export.failedTitle"),
    errorDescription: t("export.failedDescription"),
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
      {mutation.isPending ? t("export.exporting") : t(`export.${kind}`)}
    </Button>
  );
}
