import { useQuery } from "@tanstack/react-query";
import { useLanguage } from "@/i18n/use-language";
import { openApiDocumentQuery } from "../api/queries";

/** The public API's OpenAPI document, for the /developers page. */
export function useOpenApiDocument() {
  return useQuery(openApiDocumentQuery(useLanguage()));
}
