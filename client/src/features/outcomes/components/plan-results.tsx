import { useId, useState } from "react";
import type { Analysis } from "@shared/schemas/analysis";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { useOutcomes } from "../api/outcomes";
import { OutcomeDialog } from "./outcome-dialog";

// From a posted item of the content plan: which analysis was this post, and its results. A plan is a draft, not
// an analysed file, so the results go on the analysis the creator picks (the one they scored before posting). The
// page passes the creator's analyses in (the analyses feature's list).

export function PlanResults({ analyses, caption }: { analyses: Analysis[] | undefined; caption: string }) {
  const { t } = useTranslation("outcomes");
  const selectId = useId();
  const own = (analyses ?? []).filter((a) => a.kind === "own");
  // The analysis whose caption is this plan's, when there is one: the likely pick.
  const likely = own.find((a) => caption.trim() !== "" && a.caption.trim() === caption.trim());
  const [picked, setPicked] = useState<string>("");
  const chosen = picked || (likely ? String(likely.id) : "");
  const [isOpen, setIsOpen] = useState(false);
  const outcomes = useOutcomes(Number(chosen), { isEnabled: chosen !== "" });
  if (own.length === 0) {
    return <p className="text-sm text-slate-600">{t("plan.analyseFirst")}</p>;
  }
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3">
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-900">
        {t("plan.which")}
      </label>
      <div className="flex flex-wrap gap-2">
        <Select id={selectId} value={chosen} onChange={(e) => setPicked(e.target.value)} className="min-w-0 flex-1">
          <option value="">{t("plan.choose")}</option>
          {own.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.fileName}
            </option>
          ))}
        </Select>
        <Button type="button" variant="secondary" disabled={!chosen} onClick={() => setIsOpen(true)}>
          {t("plan.addResults")}
        </Button>
      </div>
      {chosen ? (
        <OutcomeDialog
          analysisId={Number(chosen)}
          last={outcomes.data?.outcomes.at(-1) ?? null}
          isOpen={isOpen}
          onClose={() => setIsOpen(false)}
        />
      ) : null}
    </div>
  );
}
