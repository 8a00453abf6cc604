import { describe, expect, it } from "vitest";
import { createSingleFlight } from "./single-flight";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe("createSingleFlight", () => {
  it("when the same key is loaded by many callers at once, then one load answers them all", async () => {
    const share = createSingleFlight<string, number>();
    const gate = deferred<number>();
    let loads = 0;
    const load = () => ((loads += 1), gate.promise);
    const answers = Promise.all(Array.from({ length: 50 }, () => share("session", 0, load)));
    gate.resolve(7);
    expect(await answers).toEqual(Array(50).fill(7));
    expect(loads).toBe(1);
  });

  it("when a load has settled, then the next caller loads afresh", async () => {
    const share = createSingleFlight<string, number>();
    let loads = 0;
    const load = async () => ++loads;
    expect(await share("a", 0, load)).toBe(1);
    expect(await share("a", 0, load)).toBe(2);
  });

  it("when the version changed since a load began, then a new caller does not join it", async () => {
    const share = createSingleFlight<string, string>();
    const before = deferred<string>();
    const first = share("session", 1, () => before.promise);
    const second = share("session", 2, async () => "read after the logout");
    before.resolve("read before the logout");
    expect(await first).toBe("read before the logout");
    expect(await second).toBe("read after the logout");
  });

  it("when a load fails, then every caller that joined it gets the error and the next one tries again", async () => {
    const share = createSingleFlight<string, number>();
    const gate = deferred<number>();
    const joined = [share("k", 0, () => gate.promise), share("k", 0, () => gate.promise)];
    gate.reject(new Error("connection lost"));
    for (const answer of joined) await expect(answer).rejects.toThrow("connection lost");
    expect(await share("k", 0, async () => 3)).toBe(3);
  });

  it("keeps different keys apart", async () => {
    const share = createSingleFlight<string, string>();
    expect(await Promise.all([share("a", 0, async () => "A"), share("b", 0, async () => "B")])).toEqual(["A", "B"]);
  });
});
