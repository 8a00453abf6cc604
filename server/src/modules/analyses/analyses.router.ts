import { type RequestHandler, Router } from "express";
import { analyzeFieldsSchema, type AnalysisListResponse } from "@shared/schemas/analysis";
import { hasControlCharacter, idParamSchema } from "@shared/schemas/common";
import { z } from "zod";
import { currentUser, requireSelf, requireUser } from "../../http/auth";
import { validate, validationError } from "../../http/validate";
import { AppError, controlCharacterError } from "../../errors";
import { findControlCharacter } from "../../http/control-characters";
import type { Lifecycle } from "../../http/lifecycle";
import type { AnalysesService } from "./analyses.service";
import type { ProgressEvent, ProgressHub } from "./progress";
import { removeFile } from "./upload";

const userIdParamSchema = z.object({ userId: idParamSchema.shape.id });
const requestIdParamSchema = z.object({
  requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, "requestId is not valid"),
});

export function createAnalysesRouter(deps: {
  analyses: AnalysesService;
  progress: ProgressHub;
  upload: RequestHandler;
  /** Entitlement, one-in-flight and capacity checks before the upload is read (analysis-gate.ts). */
  gate: RequestHandler;
  limit: RequestHandler;
  /** Throws 402 requiresPayment unless Pro is in force (billing.service.ts requirePro). */
  requirePro: (user: ReturnType<typeof currentUser>) => Promise<void>;
  /** Ends the progress streams with a last event when the server shuts down. */
  lifecycle?: Pick<Lifecycle, "registerStream">;
}) {
  const router = Router();

  // Multipart sends the file with the text fields, so the fields are checked after the file is on disk;
  // every refusal deletes it.
  const analyzeHandler =
    (quickTime: boolean): RequestHandler =>
    async (req, res) => {
      const user = currentUser(req);
      // The form's text fields arrive with the file, after the request-wide check of JSON bodies: a control
      // character (a NUL byte) in one is refused here, naming the field; a caption keeps its line breaks.
      const withControl =
        findControlCharacter(req.body ?? {}, true) ??
        (req.file && hasControlCharacter(req.file.originalname) ? "file name" : null);
      if (withControl !== null) {
        await removeFile(req.file?.path);
        throw controlCharacterError(withControl);
      }
      const parsed = analyzeFieldsSchema.safeParse(req.body ?? {});
      if (!parsed.success) {
        await removeFile(req.file?.path);
        throw validationError(parsed.error, "body");
      }
      if (parsed.data.userId !== undefined && parsed.data.userId !== user.id) {
        await removeFile(req.file?.path);
        throw new AppError("FORBIDDEN", "You can only analyse for your own account.");
      }
      if (parsed.data.kind === "competitor") {
        // A competitor's post is a Pro tool: refused with 402 requiresPayment, file deleted.
        await deps.requirePro(user).catch(async (error: unknown) => {
          await removeFile(req.file?.path);
          throw error;
        });
      }
      // A 503 of ours carries retryAfterSeconds, which the error handler sends as Retry-After.
      const analysis = await deps.analyses.analyze(user, {
        file: req.file,
        caption: parsed.data.caption,
        hashtags: parsed.data.hashtags,
        kind: parsed.data.kind,
        requestId: parsed.data.requestId,
        quickTime,
      });
      res.status(201).json({ analysis });
    };

  router.post("/analyze", requireUser, deps.limit, deps.gate, deps.upload, analyzeHandler(false));
  router.post("/test-quicktime", requireUser, deps.limit, deps.gate, deps.upload, analyzeHandler(true));

  // Server-sent events with the stages of one analysis in flight (the progress overlay), from whichever process
  // runs the analysis (progress.ts).
  router.get(
    "/analysis-progress/:requestId",
    requireUser,
    validate({ params: requestIdParamSchema }),
    async (req, res) => {
      const user = currentUser(req);
      const events: ProgressEvent[] = [];
      let send = (event: ProgressEvent) => void events.push(event);
      // Subscribing first: a requestId of another user is refused before the stream starts.
      const unsubscribe = await deps.progress.subscribe(user.id, String(req.params.requestId), (event) => send(event));
      res.writeHead(200, {
        "Content-Type": "text/event-stream",
        "Cache-Control": "no-store",
        Connection: "keep-alive",
        "X-Accel-Buffering": "no", // proxies must pass events through at once
      });
      res.write(": connected\n\n");
      // A comment every 20 s keeps proxies from closing the stream during a long upload.
      const ping = setInterval(() => res.write(": ping\n\n"), 20_000);
      send = (event) => {
        res.write(`data: ${JSON.stringify(event)}\n\n`);
        if (event.stage === "done" || event.stage === "failed") res.end();
      };
      events.forEach(send);
      const timeout = setTimeout(() => res.end(), 10 * 60 * 1000);
      res.on("close", () => {
        clearTimeout(timeout);
        clearInterval(ping);
        unsubscribe();
      });
      // On shutdown: a last event, and the browser's EventSource reconnects in a second, through the load
      // balancer to a process that is still running, and carries on from the stored stage.
      deps.lifecycle?.registerStream(res, () => {
        if (res.writableEnded) return;
        res.write(`retry: 1000\nevent: reconnect\ndata: ${JSON.stringify({ reason: "server-restarting" })}\n\n`);
        res.end();
      });
    },
  );

  router.get(
    "/analyses/:userId",
    requireUser,
    validate({ params: userIdParamSchema }),
    requireSelf("params", "userId"),
    async (req, res) => {
      const body: AnalysisListResponse = { analyses: await deps.analyses.list(currentUser(req).id) };
      res.json(body);
    },
  );

  router.get("/analysis/:id", requireUser, validate({ params: idParamSchema }), async (req, res) => {
    res.json({ analysis: await deps.analyses.get(currentUser(req), Number(req.params.id)) });
  });

  // The still of the analysed frame under the insight dots on /analyses/:id. The API answers no-store by
  // default; this one image may stay in the owner's browser for a few minutes, never in a shared cache.
  router.get("/analysis/:id/preview", requireUser, validate({ params: idParamSchema }), async (req, res) => {
    const preview = await deps.analyses.getPreview(currentUser(req), Number(req.params.id));
    res.setHeader("Content-Type", "image/jpeg");
    res.setHeader("Cache-Control", `private, max-age=${preview.maxAgeSeconds}`);
    res.setHeader("Content-Length", String(preview.jpeg.length));
    res.end(preview.jpeg);
  });

  router.delete("/analysis/:id", requireUser, validate({ params: idParamSchema }), async (req, res) => {
    await deps.analyses.remove(currentUser(req), Number(req.params.id));
    res.json({ message: "Analysis deleted." });
  });

  return router;
}
