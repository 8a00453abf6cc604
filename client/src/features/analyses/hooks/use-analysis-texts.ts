import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { renderMessage, type Message } from "@shared/i18n/message";
import type { Analysis } from "@shared/schemas/analysis";
import { type AnalysisTexts, storedTexts } from "../utils/analysis-texts";

/**
 * The texts of a result in the reader's language, from the messages the engine keeps with an analysis (the
 * "engine" catalogue, shared/locales); an analysis made before messages were kept shows its stored English texts.
 */
export function useAnalysisTexts(analysis: Analysis): AnalysisTexts {
  // t changes with the language, so the texts are rendered again when it does.
  const { t } = useTranslation("engine");
  return useMemo(() => {
    const stored = storedTexts(analysis);
    const messages = analysis.messages;
    if (!messages) return stored;
    const render = (message: Message) => renderMessage(message, (key, params) => t(key, params));
    const renderAll = (list: readonly Message[], fallback: string[]) =>
      list.length === fallback.length ? list.map(render) : fallback;
    const renderWhy = (list: readonly (Message | null)[], fallback: (string | null)[]) =>
      list.length === fallback.length ? list.map((message) => (message ? render(message) : null)) : fallback;
    return {
      strengths: renderAll(messages.strengths, stored.strengths),
      recommendations: renderAll(messages.recommendations, stored.recommendations),
      why: {
        strengths: renderWhy(messages.why.strengths, stored.why.strengths),
        recommendations: renderWhy(messages.why.recommendations, stored.why.recommendations),
      },
      insights: renderAll(messages.insights, stored.insights),
      violationReasons: renderAll(messages.violationReasons, stored.violationReasons),
      explanation:
        messages.explanation.length === stored.explanation.length
          ? messages.explanation.map((row) => ({
              label: render(row.label),
              value: render(row.value),
              note: render(row.note),
            }))
          : stored.explanation,
      theme: render(messages.theme),
    };
  }, [analysis, t]);
}
