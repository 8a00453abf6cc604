import { describe, expect, it } from "vitest";
import { createStopSignals } from "./stop-signals";

describe("stop signals", () => {
  it("when the first signal arrives, then the server drains", () => {
    const signals = createStopSignals(() => 0);
    expect(signals.receive()).toBe("drain");
  });

  it("when copies of one group signal arrive within a second, then they are the same request to stop", () => {
    let clock = 1_000;
    const signals = createStopSignals(() => clock);
    expect(signals.receive()).toBe("drain");
    clock += 5;
    expect(signals.receive()).toBe("repeat");
    clock += 995;
    expect(signals.receive()).toBe("repeat");
  });

  it("when a signal comes more than a second after the first, then the server exits at once", () => {
    let clock = 1_000;
    const signals = createStopSignals(() => clock);
    signals.receive();
    clock += 1_001;
    expect(signals.receive()).toBe("exit-now");
  });
});
