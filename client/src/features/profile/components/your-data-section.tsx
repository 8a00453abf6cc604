import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import type { PublicUser } from "@shared/schemas/user";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { profileSectionIds } from "@/config/paths";
import { useExportAccountData } from "../hooks/use-export-account-data";
import { failureMessage } from "../utils/failure-message";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { ProfileSection } from "./profile-section";

type YourDataSectionProps = { user: PublicUser; onAccountDeleted: () => void };

/** Your data: the privacy rights /privacy promises, download and delete; /privacy links here. */
export function YourDataSection({ user, onAccountDeleted }: YourDataSectionProps) {
  const { t } = useTranslation("profile");
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const exportData = useExportAccountData(user.username);

  function handleDownload() {
    if (exportData.isPending) return;
    exportData.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t("data.downloading"),
          description: t("data.downloadingDescription"),
          variant: "success",
        }),
      onError: (error) =>
        toast({
          title: t("data.downloadFailed"),
          description: failureMessage(error, t("data.downloadFailedDescription")),
          variant: "destructive",
        }),
    });
  }

  return (
    <ProfileSection id={profileSectionIds.yourData} title={t("data.title")} description={t("data.description")}>
      <div className="space-y-6">
        <div>
          <h3 className="font-semibold text-slate-900">{t("data.download")}</h3>
          <p className="mt-1 text-sm text-slate-600">{t("data.downloadHint")}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={handleDownload}
            aria-disabled={exportData.isPending || undefined}
          >
            <Download className="h-4 w-4" />
            {exportData.isPending ? t("data.preparing") : t("data.download")}
          </Button>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">{t("data.delete")}</h3>
          <p className="mt-1 text-sm text-slate-600">{t("data.deleteHint")}</p>
          <Button variant="destructive-outline" size="sm" className="mt-3" onClick={() => setIsDeleteOpen(true)}>
            <Trash2 className="h-4 w-4" />
            {t("data.delete")}
          </Button>
        </div>
      </div>
      <DeleteAccountDialog
        user={user}
        isOpen={isDeleteOpen}
        onOpenChange={setIsDeleteOpen}
        onDeleted={onAccountDeleted}
      />
    </ProfileSection>
  );
}
