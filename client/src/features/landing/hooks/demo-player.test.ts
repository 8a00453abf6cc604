import { describe, expect, it } from "vitest";
import { DEMO_STEP_DURATIONS_MS, DEMO_STEP_PAUSE_MS } from "@shared/constants";
import { demoPlayerReducer, initialDemoState, stepProgress, type DemoPlayerState } from "./demo-player";

const timing = { durationsMs: DEMO_STEP_DURATIONS_MS, pauseMs: DEMO_STEP_PAUSE_MS };

function advance(state: DemoPlayerState, ms: number, tick = 100): DemoPlayerState {
  let next = state;
  for (let spent = 0; spent < ms; spent += tick) next = demoPlayerReducer(next, { type: "tick", ms: tick }, timing);
  return next;
}

describe("demo player", () => {
  it("when the first step's duration and the pause have passed, then the second step starts", () => {
    expect(advance(initialDemoState, 4000).step).toBe(0);
    expect(advance(initialDemoState, 4400).step).toBe(0);
    expect(advance(initialDemoState, 4500).step).toBe(1);
  });

  it("when all steps have played, then playback stops on the last step", () => {
    const total = 4000 + 5000 + 4000 + 4000 + 3 * 500;
    const state = advance(initialDemoState, total + 2000);
    expect(state).toMatchObject({ step: 3, isPlaying: false, isFinished: true });
    expect(stepProgress(state, 3, timing)).toBe(1);
  });

  it("when paused, then time does not advance; when played again, it continues", () => {
    const paused = demoPlayerReducer(advance(initialDemoState, 2000), { type: "pause" }, timing);
    expect(advance(paused, 10_000)).toEqual(paused);
    const resumed = demoPlayerReducer(paused, { type: "play" }, timing);
    expect(advance(resumed, 2500).step).toBe(1);
  });

  it("when the user jumps to a step, then it plays from its start and earlier steps show complete", () => {
    const state = demoPlayerReducer(advance(initialDemoState, 1000), { type: "jump", step: 2 }, timing);
    expect(state).toMatchObject({ step: 2, elapsedMs: 0, isPlaying: true });
    expect(stepProgress(state, 1, timing)).toBe(1);
    expect(stepProgress(state, 3, timing)).toBe(0);
  });

  it("when play is pressed after the end, then the demo restarts from the first step", () => {
    const finished = advance(initialDemoState, 30_000);
    expect(demoPlayerReducer(finished, { type: "play" }, timing)).toEqual(initialDemoState);
  });
});
