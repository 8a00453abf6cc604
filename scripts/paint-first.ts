import type { Plugin } from "vite";

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * A prerendered page is painted before its scripts run (docs/decisions/010-lean-first-page.md), but a browser paints
 * only when its main thread is free: the entry module ran as soon as it had arrived, and evaluating the first chunks
 * held the first frame back (on a phone at Lighthouse's pace, 300-400 ms of a 600 ms first paint). The built
 * index.html fetches the entry as before, beside the core chunk (modulepreload), and a small inline module starts it
 * in the task after the first paint is reported. A frame callback came too early (the module still ran before the
 * frame was shown); the next task is a message, not a timer, so that a browser test's paused clock does not hold it.
 * A page without markup (the app's routes, which the script itself paints), a hidden tab (no frame to wait for) and a
 * browser without paint entries start it at once; if no paint is reported within a second, it starts then. The
 * production CSP allows the inline module by its hash, like the other inline script (http/client.ts).
 * Decision: docs/decisions/041-paint-first.md.
 */
export function startAfterFirstPaint(html: string): string {
  const match = ENTRY_SCRIPT.exec(html);
  if (!match) throw new Error("index.html has no entry module script to start after the first paint");
  const entry = JSON.stringify(match[1]);
  const starter =
    `var started = false;` +
    `var start = function () { if (!started) { started = true; import(${entry}); } };` +
    `var observable = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0;` +
    `if (observable && document.getElementById("root").firstElementChild && document.visibilityState === "visible") {` +
    ` new PerformanceObserver(function () { var task = new MessageChannel(); task.port1.onmessage = start; task.port2.postMessage(null); }).observe({ type: "paint", buffered: true });` +
    ` setTimeout(start, 1000);` +
    `} else start();`;
  return html.replace(
    match[0],
    () => `<link rel="modulepreload" crossorigin href="${match[1]}">\n    <script type="module">${starter}</script>`,
  );
}

export function paintFirst(): Plugin {
  return {
    name: "viralscore:paint-first",
    apply: "build",
    transformIndexHtml: { order: "post", handler: startAfterFirstPaint },
  };
}
