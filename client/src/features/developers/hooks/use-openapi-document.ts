import { useQuery } from "@tanstack/react-query";
import { openApiDocumentQuery } from "../api/queries";

/** The public API's OpenAPI document, for the /developers page. */
export function useOpenApiDocument() {
  return useQuery(openApiDocumentQuery());
}
