// The scoring interface: a stored file with its detected type, caption and hashtags in, the analysis fields out.
// Engines live in ./engines/<id>.ts and register below; the route picks one by configuration id. Scoring code never
// imports the database or Express.
import { createOfflineEngine } from "./engines/offline";
import type { EngineOptions, ScoringEngine } from "./types";

export {
  AnalysisFaultError,
  MediaUnreadableError,
  isAnalysisFaultError,
  isMediaUnreadableError,
  type EngineStage,
  type DetectedMedia,
  type EngineInput,
  type EngineLogger,
  type EngineOptions,
  type EngineResult,
  type ScoringEngine,
} from "./types";

type EngineFactory = (options: EngineOptions) => ScoringEngine;

// One line per engine: a new engine is a new file in ./engines plus its entry here.
const registry: Record<string, EngineFactory> = {
  offline: createOfflineEngine,
};

export const ENGINE_IDS = Object.keys(registry);

/** Selects an engine by configuration id ("offline" by default). Models load on warmUp() or first use. */
export function createEngine(id = "offline", options: EngineOptions = {}): ScoringEngine {
  const factory = registry[id];
  if (!factory) throw new Error(`Unknown scoring engine "${id}" (known: ${ENGINE_IDS.join(", ")})`);
  return factory(options);
}
