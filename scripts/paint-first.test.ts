import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { startAfterFirstPaint } from "./paint-first.ts";

// The built index.html starts the app's entry module after the first paint of a prerendered page. The inline starter
// runs here against a stand-in window: when does it import the entry?

const BUILT = `<head>\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/core-def.js">\n</head>`;

function runStarter(page: { markup: boolean; visibility?: string; paintEntries?: boolean }) {
  const html = startAfterFirstPaint(BUILT);
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const imported: string[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const observers: (() => void)[] = [];
  const messages: (() => void)[] = [];
  class MessageChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
  }
  class PerformanceObserver {
    static supportedEntryTypes = page.paintEntries === false ? ["mark"] : ["mark", "paint"];
    constructor(private readonly callback: () => void) {}
    observe(options: { type: string }) {
      if (options.type === "paint") observers.push(this.callback);
    }
  }
  const context = {
    window: { PerformanceObserver },
    PerformanceObserver,
    document: {
      visibilityState: page.visibility ?? "visible",
      getElementById: () => ({ firstElementChild: page.markup ? {} : null }),
    },
    setTimeout: (run: () => void, ms = 0) => timers.push({ ms, run }),
    MessageChannel,
    load: (url: string) => imported.push(url),
  };
  vm.runInNewContext(script.replace("import(", "load("), context);
  return {
    html,
    imported,
    paint: () => observers.forEach((callback) => callback()),
    runTasks: () => messages.splice(0).forEach((run) => run()),
    runTimers: (upTo: number) => timers.filter((timer) => timer.ms <= upTo).forEach((timer) => timer.run()),
  };
}

describe("starting the entry after the first paint", () => {
  it("when the page is built, then the entry is preloaded beside the others and started by an inline module", () => {
    const { html } = runStarter({ markup: true });
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-abc.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/core-def.js">');
    expect(html).not.toContain('src="/assets/index-abc.js"');
  });

  it("when a prerendered page is shown, then the entry starts in the task after its first paint is reported, once", () => {
    const page = runStarter({ markup: true });
    page.runTimers(0);
    page.runTasks();
    expect(page.imported).toEqual([]);
    page.paint();
    expect(page.imported).toEqual([]);
    page.runTasks();
    expect(page.imported).toEqual(["/assets/index-abc.js"]);
    page.paint();
    page.runTasks();
    page.runTimers(1000);
    expect(page.imported).toHaveLength(1);
  });

  it("when no paint is reported, then the entry starts after a second all the same", () => {
    const page = runStarter({ markup: true });
    page.runTimers(1000);
    expect(page.imported).toEqual(["/assets/index-abc.js"]);
  });

  for (const [name, page] of [
    ["a page without markup (the app's routes)", { markup: false }],
    ["a hidden tab", { markup: true, visibility: "hidden" }],
    ["a browser without paint entries", { markup: true, paintEntries: false }],
  ] as const) {
    it(`when it is ${name}, then the entry starts at once`, () => {
      expect(runStarter(page).imported).toEqual(["/assets/index-abc.js"]);
    });
  }

  it("when index.html has no entry module, then the build fails", () => {
    expect(() => startAfterFirstPaint("<head></head>")).toThrow(/no entry module/);
  });
});
