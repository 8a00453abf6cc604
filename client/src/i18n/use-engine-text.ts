import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { type Message, renderMessage } from "@shared/i18n/message";
import { ENGINE_NAMESPACE } from "./i18n";

/**
 * A message the server keeps beside an English field (the engine catalogue, shared/locales), rendered in the
 * reader's language; without a message (an older server or stored row), the English field as it is. The page's
 * route loads the "engine" namespace.
 */
export function useEngineText(): (message: Message | null | undefined, english: string) => string {
  // t changes with the language, so the texts are rendered again when it does.
  const { t } = useTranslation(ENGINE_NAMESPACE);
  return useCallback(
    (message, english) => (message ? renderMessage(message, (key, params) => t(key, params)) : english),
    [t],
  );
}
