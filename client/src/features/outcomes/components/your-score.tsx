import { Trans, useTranslation } from "react-i18next";
import { useEngineText } from "@/i18n/use-engine-text";
import { useYourScore } from "../api/outcomes";

// A Pro creator's own score for one analysis, shown under the general one only while their own model predicts
// their posts better (the server decides and says why not otherwise); nothing for a free creator.

export function YourScoreLine({ analysisId, isPro }: { analysisId: number; isPro: boolean }) {
  const { t } = useTranslation("outcomes");
  const engineText = useEngineText();
  const { data } = useYourScore(analysisId, { isEnabled: isPro });
  if (!isPro || !data || data.yourScore === null) return null;
  return (
    <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
      <Trans
        t={t}
        i18nKey="yourScore"
        values={{ score: data.yourScore }}
        components={{ strong: <span className="font-semibold" /> }}
      />{" "}
      · <span dir="auto">{engineText(data.message, data.sentence)}</span>
    </p>
  );
}
