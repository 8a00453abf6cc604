// How far below the event loop's priority the model and pixel-measure threads run (0-19; 0 keeps normal
// priority). Set by the engine from the server's configuration (config.ts reads SCORING_MODEL_NICE); a thread
// reads it when it starts.

export const DEFAULT_MODEL_NICE = 10;
let modelNice = DEFAULT_MODEL_NICE;

export function configureModelThreads(settings: { nice: number }): void {
  modelNice = settings.nice;
}

export function modelThreadNice(): number {
  return modelNice;
}
