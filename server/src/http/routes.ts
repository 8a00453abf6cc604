import type { Router } from "express";

export type RouteInfo = { method: string; path: string };

type Layer = {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
};

/**
 * Every route of the API router (sub-routers are mounted without a path, so each route carries its full
 * path). The authorization matrix uses it so that a route missing from the matrix fails the test.
 */
export function listRoutes(router: Router, prefix = "/api"): RouteInfo[] {
  const found: RouteInfo[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          if (method !== "_all") found.push({ method: method.toUpperCase(), path: `${prefix}${layer.route.path}` });
        }
      } else if (layer.handle?.stack) {
        if (typeof layer.rawPath === "string" && layer.rawPath !== "/") {
          throw new Error(`listRoutes: mount sub-routers without a path (found "${layer.rawPath}")`);
        }
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return found;
}
