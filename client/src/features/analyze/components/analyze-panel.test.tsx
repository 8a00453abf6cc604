import { MAX_UPLOAD_BYTES } from "@shared/constants";
import type { Analysis } from "@shared/schemas/analysis";
import type { PublicUser } from "@shared/schemas/user";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { makeAnalysis, makeUser } from "@/test-utils/fixtures";
import { reply, stubNetwork, type Routes } from "@/test-utils/network";
import { renderWithApp } from "@/test-utils/render";
import type { AnalysisPaymentGate } from "../utils/payment-gate";
import { AnalyzePanel } from "./analyze-panel";
import { AnalyzePanelShell } from "./analyze-panel-shell";
import type { AnalyzeResultView } from "./results-view";

// The analyze form as the home page composes it: the page passes the payment gate (here one that lets every
// analysis go ahead, as for a user on their free trial) and the results view (here a small one: the real one
// belongs to the analyses feature and has tests of its own).

function freeGate(overrides: Partial<AnalysisPaymentGate> = {}): AnalysisPaymentGate {
  return {
    beforeAnalyze: vi.fn(async () => "proceed" as const),
    onPaymentRequired: vi.fn(),
    isChecking: false,
    ...overrides,
  };
}

function Results({ analysis, headingId, newAnalysisButton, media }: AnalyzeResultView) {
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1}>
        Viral Score: {analysis.viralScore}
      </h3>
      <p>{media ? `Preview: ${media.kind}` : "No preview"}</p>
      {newAnalysisButton}
    </section>
  );
}

type PanelOptions = { user?: PublicUser | null; gate?: AnalysisPaymentGate; routes?: Routes };

function renderPanel({ user = makeUser(), gate = freeGate(), routes = {} }: PanelOptions = {}) {
  const network = stubNetwork(routes);
  const onRequireAuth = vi.fn();
  const app = renderWithApp(
    <AnalyzePanel
      user={user}
      onRequireAuth={onRequireAuth}
      paymentGate={gate}
      renderResults={(view) => <Results {...view} />}
    />,
  );
  return { ...app, network, gate, onRequireAuth };
}

const png = (name = "beach.png", bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: "image/png" });
const fileInput = () => screen.getByLabelText("Upload video or image");
const analyzeButton = () => screen.getByRole("button", { name: /Analyze/ });
const analysisAnswer = (analysis: Analysis = makeAnalysis()) => reply(201, { analysis });

describe("the analyze form", () => {
  it("when a guest opens it, then the first analysis is offered free and choosing a file asks them to sign up", async () => {
    const { user, onRequireAuth } = renderPanel({ user: null });

    expect(screen.getByText("Create a free account to upload: your first analysis is free")).toBeInTheDocument();
    expect(screen.getByText("Your first analysis is free: create an account to start.")).toBeInTheDocument();
    await user.click(fileInput());

    expect(onRequireAuth).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("Registration Required");
  });

  it("when a signed-in user has no file yet, then Analyze waits for one and the line under it says the analysis is free", () => {
    renderPanel({ user: makeUser({ freeTrialsUsed: 0, freeTrialLimit: 3 }) });

    expect(analyzeButton()).toBeDisabled();
    expect(screen.getByText("Free analyses used: 0/3. This one is free.")).toBeInTheDocument();
    expect(screen.getByText("0 MB of 300 MB")).toBeInTheDocument();
  });

  it("when an image is chosen, then it is previewed with its name, kind and size, and Analyze is enabled", async () => {
    const { user } = renderPanel();

    await user.upload(fileInput(), png("beach.png", 2048));

    expect(screen.getByRole("img", { name: "Preview of beach.png" })).toBeInTheDocument();
    expect(screen.getByText("beach.png")).toBeInTheDocument();
    expect(screen.getByText("Image · 2 KB")).toBeInTheDocument();
    expect(screen.getByText("2 KB of 300 MB")).toBeInTheDocument();
    expect(analyzeButton()).toBeEnabled();
  });

  it("when a file of another type is chosen, then the form says which types work and Analyze stays off", async () => {
    const { user } = renderPanel();

    await user.upload(fileInput(), new File(["just text"], "notes.txt", { type: "text/plain" }));

    expect(screen.getByRole("alert")).toHaveTextContent(
      "This file type is not supported. Upload an MP4, MOV or AVI video, or a JPEG or PNG image.",
    );
    expect(fileInput()).toHaveAttribute("aria-invalid", "true");
    expect(fileInput()).toHaveAccessibleDescription(/This file type is not supported/);
    expect(screen.queryByRole("img", { name: /Preview/ })).not.toBeInTheDocument();
    expect(analyzeButton()).toBeDisabled();
  });

  it("when the file is over 300 MB, then the size limit is named and nothing can be sent", async () => {
    const { user } = renderPanel();
    const huge = new File([new Uint8Array(8)], "long-take.mp4", { type: "video/mp4" });
    Object.defineProperty(huge, "size", { value: MAX_UPLOAD_BYTES + 1 });

    await user.upload(fileInput(), huge);

    expect(screen.getByRole("alert")).toHaveTextContent("File must be under 300MB to match TikTok's upload limits");
    expect(screen.getByText("300.1 MB of 300 MB")).toBeInTheDocument();
    expect(analyzeButton()).toBeDisabled();
  });

  it("when the chosen file is removed, then the empty upload area comes back", async () => {
    const { user } = renderPanel();
    await user.upload(fileInput(), png());

    await user.click(screen.getByRole("button", { name: "Remove file" }));

    expect(screen.getByText("Drag and drop your video or image")).toBeInTheDocument();
    expect(screen.queryByText("beach.png")).not.toBeInTheDocument();
    expect(analyzeButton()).toBeDisabled();
  });

  it("when a caption is typed, then its count of the 2,200 characters follows", async () => {
    const { user } = renderPanel();

    await user.type(screen.getByLabelText(/Caption/), "Golden hour");

    expect(screen.getByText("11/2200")).toBeInTheDocument();
    expect(screen.getByLabelText(/Caption/)).toHaveAttribute("maxLength", "2200");
  });

  it("when Analyze is pressed, then the file and the text go up in one multipart request and the results replace the form", async () => {
    const { user, network, gate } = renderPanel({ routes: { "POST /api/analyze": analysisAnswer() } });
    await user.upload(fileInput(), png());
    await user.type(screen.getByLabelText(/Caption/), "Golden hour");
    await user.type(screen.getByLabelText(/Hashtags/), "#sunset #رمضان");

    await user.click(analyzeButton());

    const heading = await screen.findByRole("heading", { name: "Viral Score: 78" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText("Preview: image")).toBeInTheDocument();
    expect(gate.beforeAnalyze).toHaveBeenCalledTimes(1);
    const sent = network.calls("POST /api/analyze")[0]?.body as Record<string, FormDataEntryValue>;
    expect(sent).toMatchObject({
      userId: "7",
      caption: "Golden hour",
      hashtags: "#sunset #رمضان",
      paymentType: "free",
    });
    expect(sent.requestId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(sent.file).toBeInstanceOf(File);
    expect((sent.file as File).name).toBe("beach.png");
  });

  it("when New Analysis is pressed on the results, then an empty form comes back", async () => {
    const { user } = renderPanel({ routes: { "POST /api/analyze": analysisAnswer() } });
    await user.upload(fileInput(), png());
    await user.type(screen.getByLabelText(/Caption/), "Golden hour");
    await user.click(analyzeButton());

    await user.click(await screen.findByRole("button", { name: "New Analysis" }));

    expect(screen.getByRole("form", { name: "Analyze your content" })).toBeInTheDocument();
    expect(screen.getByLabelText(/Caption/)).toHaveValue("");
    expect(screen.getByText("Drag and drop your video or image")).toBeInTheDocument();
  });

  it("when a QuickTime file is analysed, then it goes to the QuickTime route", async () => {
    const { user, network } = renderPanel({
      routes: { "POST /api/test-quicktime": analysisAnswer(makeAnalysis({ fileName: "clip.mov" })) },
    });

    await user.upload(fileInput(), new File([new Uint8Array(64)], "clip.mov", { type: "video/quicktime" }));
    expect(screen.getByText("Video · 64 bytes")).toBeInTheDocument();
    await user.click(analyzeButton());

    expect(await screen.findByRole("heading", { name: "Viral Score: 78" })).toBeInTheDocument();
    expect(network.calls("POST /api/test-quicktime")).toHaveLength(1);
  });

  it("while the server works on the file, then a progress dialog says what stage it is at", async () => {
    let finish: (value: unknown) => void = () => undefined;
    const { user } = renderPanel({
      routes: { "POST /api/analyze": () => new Promise((resolve) => (finish = resolve)) },
    });
    await user.upload(fileInput(), png());

    await user.click(analyzeButton());

    const overlay = await screen.findByRole("dialog", { name: "Analyzing your content" });
    expect(within(overlay).getByText("beach.png")).toBeInTheDocument();
    const progress = within(overlay).getByRole("progressbar", { name: "Analysis progress" });
    expect(progress).toHaveAttribute("aria-valuenow", "30");
    const stages = within(within(overlay).getByRole("list", { name: "Analysis stages" })).getAllByRole("listitem");
    expect(stages.map((stage) => stage.textContent)).toEqual([
      "Uploading (complete)",
      "Preparing (in progress)",
      "Processing",
      "Analyzing",
      "Generating results",
    ]);
    expect(stages[1]).toHaveAttribute("aria-current", "step");
    expect(within(overlay).queryByRole("button", { name: "Cancel upload" })).not.toBeInTheDocument();

    finish(analysisAnswer());
    expect(await screen.findByRole("heading", { name: "Viral Score: 78" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("when the payment gate asks the user to pay first, then nothing is uploaded yet", async () => {
    const gate = freeGate({ beforeAnalyze: vi.fn(async () => "wait" as const) });
    const { user, network } = renderPanel({ gate });
    await user.upload(fileInput(), png());

    await user.click(analyzeButton());

    await waitFor(() => expect(gate.beforeAnalyze).toHaveBeenCalledTimes(1));
    expect(network.calls("POST /api/analyze")).toEqual([]);
    expect(screen.getByRole("form", { name: "Analyze your content" })).toBeInTheDocument();
  });

  it("when the server answers 402, then the payment gate is handed the answer and the user is told to upgrade", async () => {
    const body = { message: "You've used your free analysis", code: "PAYMENT_REQUIRED", requiresPayment: true };
    const { user, gate } = renderPanel({ routes: { "POST /api/analyze": reply(402, body) } });
    await user.upload(fileInput(), png());

    await user.click(analyzeButton());

    expect(await screen.findByRole("alert")).toHaveTextContent("Upgrade Required");
    expect(gate.onPaymentRequired).toHaveBeenCalledWith(body, expect.any(Function), analyzeButton());
  });

  it("when the server refuses the caption, then its message is on the caption field", async () => {
    const { user } = renderPanel({
      routes: {
        "POST /api/analyze": reply(400, {
          message: "Caption must be one line of text",
          code: "VALIDATION_FAILED",
          fieldErrors: { caption: ["The caption holds a character that cannot be stored"] },
        }),
      },
    });
    await user.upload(fileInput(), png());
    await user.type(screen.getByLabelText(/Caption/), "Hello");

    await user.click(analyzeButton());

    await waitFor(() =>
      expect(screen.getByLabelText(/Caption/)).toHaveAccessibleDescription(
        "The caption holds a character that cannot be stored",
      ),
    );
    expect(screen.getByLabelText(/Caption/)).toHaveAttribute("aria-invalid", "true");
  });

  it("when the engine fails, then the server's reason is shown and the file stays chosen to try again", async () => {
    const { user } = renderPanel({
      routes: {
        "POST /api/analyze": reply(503, {
          message: "The analysis could not finish. Please try again.",
          code: "ANALYSIS_FAILED",
        }),
      },
    });
    await user.upload(fileInput(), png());

    await user.click(analyzeButton());

    const toast = await screen.findByRole("alert");
    expect(toast).toHaveTextContent("Analysis Failed");
    expect(toast).toHaveTextContent("The analysis could not finish. Please try again.");
    expect(screen.getByText("beach.png")).toBeInTheDocument();
    await waitFor(() => expect(analyzeButton()).toBeEnabled());
  });
});

describe("the painted form handing over to the working one", () => {
  it("when a caption is being typed into the shell as the working form replaces it, then the text and the keyboard, with its caret, are in the new field in the same commit", () => {
    stubNetwork({});
    const user = makeUser();
    // The swap is started by a click event that moves no focus (fireEvent), as the working form's arrival does.
    function Handover() {
      const [isWorking, setIsWorking] = useState(false);
      if (!isWorking)
        return (
          <>
            <AnalyzePanelShell user={user} />
            <button type="button" onClick={() => setIsWorking(true)}>
              Swap
            </button>
          </>
        );
      return (
        <AnalyzePanel
          user={user}
          onRequireAuth={vi.fn()}
          paymentGate={freeGate()}
          renderResults={(view) => <Results {...view} />}
        />
      );
    }
    renderWithApp(<Handover />);
    const painted = screen.getByRole("textbox", { name: "Caption" });
    painted.focus();
    (painted as HTMLTextAreaElement).value = "Riyadh nights #الرياض";
    (painted as HTMLTextAreaElement).setSelectionRange(6, 6); // the caret moved back after "Riyadh"
    painted.dispatchEvent(new Event("input", { bubbles: true }));

    fireEvent.click(screen.getByRole("button", { name: "Swap" }));
    // No timer has run: a key typed in the next task lands in the working field.
    const working = screen.getByRole("textbox", { name: "Caption" }) as HTMLTextAreaElement;
    expect(working).not.toBe(painted);
    expect(working).toHaveValue("Riyadh nights #الرياض");
    expect(document.activeElement).toBe(working);
    expect([working.selectionStart, working.selectionEnd]).toEqual([6, 6]);
  });
});
