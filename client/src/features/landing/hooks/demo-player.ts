// The demo dialog's playback as a pure reducer: steps play for their duration, a short pause follows, the next step
// starts, and playback stops after the last step. Time advances by ticks so the logic is the same under fake timers and
// in tests.

export type DemoPlayerState = {
  step: number;
  /** Milliseconds spent in the current step, pause included; capped at the step's duration on the last step. */
  elapsedMs: number;
  isPlaying: boolean;
  isFinished: boolean;
};

export type DemoPlayerAction =
  { type: "tick"; ms: number } | { type: "play" } | { type: "pause" } | { type: "jump"; step: number };

export type DemoTiming = { durationsMs: readonly number[]; pauseMs: number };

export const initialDemoState: DemoPlayerState = { step: 0, elapsedMs: 0, isPlaying: true, isFinished: false };

export function demoPlayerReducer(
  state: DemoPlayerState,
  action: DemoPlayerAction,
  timing: DemoTiming,
): DemoPlayerState {
  const lastStep = timing.durationsMs.length - 1;
  switch (action.type) {
    case "tick": {
      if (!state.isPlaying) return state;
      const duration = timing.durationsMs[state.step] ?? 0;
      const elapsedMs = state.elapsedMs + action.ms;
      if (state.step >= lastStep) {
        if (elapsedMs >= duration) return { ...state, elapsedMs: duration, isPlaying: false, isFinished: true };
        return { ...state, elapsedMs };
      }
      if (elapsedMs >= duration + timing.pauseMs) return { ...state, step: state.step + 1, elapsedMs: 0 };
      return { ...state, elapsedMs };
    }
    case "play":
      // Play after the end starts again from the first step.
      return state.isFinished ? { ...initialDemoState } : { ...state, isPlaying: true };
    case "pause":
      return { ...state, isPlaying: false };
    case "jump": {
      const step = Math.min(Math.max(0, Math.trunc(action.step)), lastStep);
      return { step, elapsedMs: 0, isPlaying: true, isFinished: false };
    }
  }
}

/** How far the given step has played, 0-1 (steps before the current one are complete). */
export function stepProgress(state: DemoPlayerState, step: number, timing: DemoTiming): number {
  if (step < state.step) return 1;
  if (step > state.step) return 0;
  const duration = timing.durationsMs[step] ?? 1;
  return Math.min(1, state.elapsedMs / duration);
}
