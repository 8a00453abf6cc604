import type { Resource } from "i18next";

// Every catalogue at once, for the completeness tests and component tests (the app loads them per page instead).

type Catalogue = { default: Record<string, unknown> };
const interfaceCatalogues = import.meta.glob<Catalogue>("../locales/*/*.json", { eager: true });
const engineCatalogues = import.meta.glob<Catalogue>("../../../shared/locales/*/*.json", { eager: true });

export function allResources(): Resource {
  const resources: Resource = {};
  for (const [file, module] of Object.entries({ ...interfaceCatalogues, ...engineCatalogues })) {
    const match = /\/(\w+)\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    resources[language] = { ...resources[language], [namespace]: module.default };
  }
  return resources;
}
