import type { PublicUser } from "@shared/schemas/user";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { AnalysisPaymentGateController } from "../hooks/use-analysis-payment-gate";
import { PaymentAuthentication } from "./payment-form";
import { PaymentDialog } from "./payment-dialog";
import { PlanChoiceDialog } from "./plan-choice-dialog";
import { SaveCardDialog } from "./save-card-dialog";
import { TestModeBadge } from "@/components/test-mode-badge";

type AnalysisPaymentDialogsProps = { user: PublicUser | null; controller: AnalysisPaymentGateController };

/** The dialogs of the analysis payment gate; the page renders them beside the analyze panel. */
export function AnalysisPaymentDialogs({ user, controller }: AnalysisPaymentDialogsProps) {
  const { t } = useTranslation("billing");
  const { dialog, setDialog } = controller;
  const closeOn = (open: boolean) => {
    if (!open) setDialog(null);
  };
  if (!user) return null;
  const authentication = typeof dialog === "object" && dialog !== null ? dialog.action : null;

  return (
    <>
      <PlanChoiceDialog
        isOpen={dialog === "plan"}
        onOpenChange={closeOn}
        returnFocusTo={controller.opener}
        onPayNow={() => setDialog("pay")}
        onSaveCard={() => setDialog("save-card")}
      />
      <PaymentDialog
        isOpen={dialog === "pay"}
        onOpenChange={closeOn}
        returnFocusTo={controller.opener}
        user={user}
        onPaid={controller.resume}
        onNeedCard={() => setDialog("save-card")}
      />
      <SaveCardDialog
        isOpen={dialog === "save-card"}
        onOpenChange={closeOn}
        returnFocusTo={controller.opener}
        user={user}
        defaultAutoCharge
        onSaved={controller.resume}
      />
      <Dialog open={authentication !== null} onOpenChange={closeOn}>
        <DialogContent
          returnFocusTo={controller.opener}
          title={t("auth.dialogTitle")}
          description={
            <span className="flex flex-wrap items-center gap-2">
              {t("auth.dialogDescription")} <TestModeBadge />
            </span>
          }
        >
          {authentication ? (
            <PaymentAuthentication
              clientSecret={authentication.clientSecret}
              paymentMethodId={authentication.paymentMethodId}
              onOutcome={(outcome) => controller.finishAuthentication(outcome, authentication)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
