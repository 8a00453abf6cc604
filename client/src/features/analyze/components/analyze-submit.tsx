import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { MAX_UPLOAD_BYTES } from "@shared/constants";
import type { FileCheck } from "../utils/upload-file";
import { FileSizeMeter } from "./file-size-meter";

type AnalyzeSubmitProps = {
  fileBytes: number;
  check: FileCheck | null;
  fileErrorId: string;
  analyzeButtonId: string;
  isDisabled: boolean;
  /** While the payment gate asks the server, the button says so. */
  isCheckingPayment: boolean;
  /** What this analysis will cost (accessLine of shared/billing.ts). */
  accessLine: string;
};

/** The size meter, the chosen file's error, the Analyze button and what the analysis costs. */
export function AnalyzeSubmit(props: AnalyzeSubmitProps) {
  const { t } = useTranslation("analyze");
  const { check } = props;
  const fileError =
    check && !check.isValid ? t(`fileErrors.${check.reason}`, { megabytes: MAX_UPLOAD_BYTES / (1024 * 1024) }) : null;
  return (
    <>
      <div>
        <FileSizeMeter bytes={props.fileBytes} isTooLarge={check?.isValid === false && check.reason === "too-large"} />
        <div className="min-h-5">
          {fileError ? (
            <p id={props.fileErrorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
              {fileError}
            </p>
          ) : null}
        </div>
      </div>

      <div className="mt-auto space-y-3">
        <Button id={props.analyzeButtonId} type="submit" size="lg" className="w-full" disabled={props.isDisabled}>
          <Sparkles className="h-5 w-5 shrink-0" />
          {props.isCheckingPayment ? t("submit.checkingPayment") : t("submit.analyze")}
        </Button>
        <p className="text-center text-sm text-slate-600">{props.accessLine}</p>
      </div>
    </>
  );
}
