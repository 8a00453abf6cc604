import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import type { PublicUser } from "@shared/schemas/user";
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
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const exportData = useExportAccountData(user.username);

  function handleDownload() {
    if (exportData.isPending) return;
    exportData.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: "Your data is downloading",
          description: "A JSON file of everything we hold about you.",
          variant: "success",
        }),
      onError: (error) =>
        toast({
          title: "Download failed",
          description: failureMessage(error, "Your data could not be downloaded. Please try again."),
          variant: "destructive",
        }),
    });
  }

  return (
    <ProfileSection
      id={profileSectionIds.yourData}
      title="Your data"
      description="Your rights under our privacy policy."
    >
      <div className="space-y-6">
        <div>
          <h3 className="font-semibold text-slate-900">Download my data</h3>
          <p className="mt-1 text-sm text-slate-600">
            A JSON file of your profile, analyses and their results, payments, promo codes, messages, sign-ins and
            settings.
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={handleDownload}
            aria-disabled={exportData.isPending || undefined}
          >
            <Download className="h-4 w-4" />
            {exportData.isPending ? "Preparing..." : "Download my data"}
          </Button>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">Delete my account</h3>
          <p className="mt-1 text-sm text-slate-600">
            Deletes your account and everything in it, and cancels Pro. Payment records are kept without your name.
          </p>
          <Button variant="destructive-outline" size="sm" className="mt-3" onClick={() => setIsDeleteOpen(true)}>
            <Trash2 className="h-4 w-4" />
            Delete my account
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
