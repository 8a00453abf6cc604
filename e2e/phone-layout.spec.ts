import type { Locator, Page, TestInfo } from "@playwright/test";
import { createUserViaApi, expect, generateMedia, test, uniqueUser } from "./fixtures";
import {
  chooseFileAndAnalyze,
  makeImage,
  openAnalyzeForm,
  paymentDialog,
  PLAN_LINE,
  planDialog,
  toast,
  useFreeTrialViaApi,
} from "./payment-fixtures";

// The analyze flow on a 360 px phone: a toast beside the plan dialog, the keyboard's way back from the payment
// dialogs, and the insight dots over a video's own controls.

test.describe.configure({ mode: "parallel" });
test.setTimeout(120_000);
test.use({ viewport: { width: 360, height: 740 } });

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, "the element is laid out").not.toBeNull();
  return box as Box;
}

/** A creator whose free analysis is used, at the analyze form: Analyze opens the plan choice. */
async function reachPlanChoice(page: Page, testInfo: TestInfo): Promise<void> {
  await createUserViaApi(page.request, uniqueUser("phone"));
  await useFreeTrialViaApi(page.request, testInfo);
  const form = await openAnalyzeForm(page, PLAN_LINE.trialUsed);
  await chooseFileAndAnalyze(form, await makeImage(testInfo, "next-post.png"));
  await expect(planDialog(page)).toBeVisible();
}

test.describe("a toast while the plan dialog is open", () => {
  test("when the free trial is used and the plan dialog opens with its toast on a 360 px phone, then the toast covers neither the dialog's title nor its first option", async ({
    page,
  }, testInfo) => {
    await reachPlanChoice(page, testInfo);
    const notice = toast(page, "Free trial exhausted", "alert");
    await expect(notice).toBeVisible();
    const dialog = planDialog(page);
    const title = dialog.getByRole("heading", { name: "Choose how to continue" });
    const firstOption = dialog.getByRole("button", { name: /^Pay \$1 now/ });
    await page.screenshot({ path: testInfo.outputPath("plan-dialog-toast-phone.png") });

    const noticeBox = await boxOf(notice);
    expect(overlaps(noticeBox, await boxOf(title)), "the toast over the dialog's title").toBe(false);
    expect(overlaps(noticeBox, await boxOf(firstOption)), "the toast over the first option").toBe(false);
    // The option is still the one a tap at its centre reaches.
    await firstOption.click({ trial: true });
    // The toast can still be dismissed, and the dialog stays.
    await notice.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(notice).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });
});

test.describe("focus after the payment dialogs", () => {
  test("when the creator opens the pay dialog from Analyze and presses Escape, then the keyboard is back on the Analyze button", async ({
    page,
  }, testInfo) => {
    await reachPlanChoice(page, testInfo);
    await planDialog(page)
      .getByRole("button", { name: /^Pay \$1 now/ })
      .click();
    await expect(paymentDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(paymentDialog(page)).toBeHidden();
    const analyze = page
      .getByRole("form", { name: "Analyze your content" })
      .getByRole("button", { name: "Analyze", exact: true });
    await expect(analyze).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Analyze");
  });

  test("when the creator closes the plan dialog with Escape, then the keyboard is back on the Analyze button", async ({
    page,
  }, testInfo) => {
    await reachPlanChoice(page, testInfo);
    await page.keyboard.press("Escape");
    await expect(planDialog(page)).toBeHidden();
    await expect(
      page.getByRole("form", { name: "Analyze your content" }).getByRole("button", { name: "Analyze", exact: true }),
    ).toBeFocused();
  });
});

test.describe("insight dots over a video", () => {
  // The strip Chromium's own video controls take at the bottom of a video: the row of buttons and the timeline.
  const CONTROLS_STRIP_PX = 72;

  test("when an insight sits at the bottom edge of an analysed video, then no dot's box enters the video controls' strip", async ({
    page,
  }, testInfo) => {
    const video = await generateMedia("video", testInfo.outputPath("bottom-edge.mp4"));
    await createUserViaApi(page.request, uniqueUser("dots"));
    // The server's own answer, with its first insight moved to the frame's bottom edge, where a caption or a
    // product shot is often found. Read in the page (the upload goes by XMLHttpRequest): Playwright's route
    // cannot pass on a multipart file body.
    await page.addInitScript(() => {
      const open = XMLHttpRequest.prototype.open;
      const urls = new WeakMap<XMLHttpRequest, string>();
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
        urls.set(this, String(args[1]));
        return (open as (...rest: unknown[]) => void).apply(this, args);
      } as typeof open;
      const text = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, "responseText")!;
      Object.defineProperty(XMLHttpRequest.prototype, "responseText", {
        get(this: XMLHttpRequest) {
          const raw = text.get!.call(this) as string;
          if (!urls.get(this)?.endsWith("/api/analyze") || this.status !== 201) return raw;
          const body = JSON.parse(raw) as { analysis: { insights: Array<{ y: number }> } };
          const [first] = body.analysis.insights;
          if (first) first.y = 97;
          return JSON.stringify(body);
        },
      });
    });
    const form = await openAnalyzeForm(page, PLAN_LINE.freeLeft);
    await chooseFileAndAnalyze(form, video);
    const preview = page.getByLabel("Preview of the analysed video");
    await expect(preview).toBeVisible({ timeout: 60_000 });
    const dots = page.getByRole("button", { name: /^Insight \d+, / });
    await expect(dots.first()).toBeVisible();
    await page.waitForFunction(() => {
      const element = document.querySelector("video");
      return element !== null && element.readyState >= 1;
    });
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("video-dots-phone.png") });

    const videoBox = await boxOf(preview);
    const strip: Box = {
      x: videoBox.x,
      y: videoBox.y + videoBox.height - CONTROLS_STRIP_PX,
      width: videoBox.width,
      height: CONTROLS_STRIP_PX,
    };
    const count = await dots.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      // The dot with its 4 px ring.
      const dot = await boxOf(dots.nth(index));
      const withRing = { x: dot.x - 4, y: dot.y - 4, width: dot.width + 8, height: dot.height + 8 };
      expect(overlaps(withRing, strip), `insight ${index + 1} over the video's controls`).toBe(false);
    }
  });
});
