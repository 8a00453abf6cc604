// Setup of the "client" vitest project (component tests in jsdom, vitest.config.ts). Every test starts from a clean
// page: no rendered tree, no toast, no stored data, the address at "/", no stubbed network; and a test that makes React (or anything)
// call console.error fails, so a missing act(), a bad prop or a key warning is never just noise in the output. A test
// that means to provoke one spies on console.error itself (vi.spyOn(console, "error").mockImplementation(...)).
import "@testing-library/jest-dom/vitest";
import { format } from "node:util";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { dismissToast, preloadToasts } from "@/components/ui/toast";
import { knowAnalyticsSetting } from "@/lib/analytics";
import { installFakeNetwork, resetNetwork, unansweredRequests } from "./network";

// What jsdom leaves out and the components call: scrolling, object URLs for the file preview.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
URL.createObjectURL ??= () => "blob:http://localhost/preview";
URL.revokeObjectURL ??= () => undefined;

installFakeNetwork();

let consoleErrors: string[] = [];

// In the app sonner's chunk arrives once the page is idle; here it is in before the first test, so toasts appear as
// soon as they are asked for.
beforeAll(() => preloadToasts());
// The analytics sender would otherwise ask GET /api/public-config by itself when its batch timer fires, at a moment
// no test chose (a test that happens to be running then failed on an unanswered request).
beforeAll(() => knowAnalyticsSetting(false));

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args));
  });
});

afterEach(() => {
  cleanup();
  // Sonner's toast store outlives the rendered Toaster, and hands the next test's Toaster whatever is still showing.
  dismissToast();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
  sessionStorage.clear();
  const unanswered = unansweredRequests();
  resetNetwork();
  vi.restoreAllMocks();
  vi.useRealTimers();
  expect(unanswered, "requests no test stub answered (stub them with stubNetwork)").toEqual([]);
  expect(consoleErrors, "console.error was called during the test").toEqual([]);
});
