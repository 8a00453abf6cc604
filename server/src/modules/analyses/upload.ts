import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import multer from "multer";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, UPLOAD_MAX_AGE_MS } from "@shared/constants";
import { AppError } from "../../errors";
import type { Logger } from "../../logger";

export const FILE_TOO_LARGE_MESSAGE = `Maximum file size is ${MAX_UPLOAD_LABEL}, TikTok's upload limit. Please trim or compress the file and try again.`;

// Room for the multipart envelope and the text fields around a file of the maximum size.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Streams one file to DATA_DIR/uploads under a server-made name (never the client's file name, never in
 * memory). Multer deletes a partly written file when a limit is hit or the client goes away.
 */
export function createUploadMiddleware(uploadDir: string): RequestHandler {
  fs.mkdirSync(uploadDir, { recursive: true });
  const upload = multer({
    storage: multer.diskStorage({
      destination: uploadDir,
      filename: (_req, _file, done) => done(null, `${Date.now()}-${randomUUID()}.upload`),
    }),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12 },
    // Browsers send UTF-8 file names (Arabic names included) without declaring a charset.
    defParamCharset: "utf8",
  }).single("file");

  return (req, res, next) => {
    // Refuse an announced oversize body before reading a byte of it.
    const announced = Number(req.get("content-length"));
    if (Number.isFinite(announced) && announced > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) {
      res.setHeader("Connection", "close");
      return next(new AppError("FILE_TOO_LARGE", FILE_TOO_LARGE_MESSAGE));
    }
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) return next(fromMulter(error));
      // The client went away mid-upload: an expected event, not a server fault (multer removed the file).
      if (error instanceof Error && /Request aborted/i.test(error.message)) {
        return next(new AppError("VALIDATION_FAILED", "The upload was interrupted before it finished."));
      }
      if (
        error instanceof Error &&
        /Multipart: Boundary not found|Unexpected end of form|Malformed part header/i.test(error.message)
      ) {
        return next(new AppError("VALIDATION_FAILED", "The upload was incomplete or malformed. Please try again."));
      }
      next(error);
    });
  };
}

function fromMulter(error: multer.MulterError): AppError {
  switch (error.code) {
    case "LIMIT_FILE_SIZE":
      return new AppError("FILE_TOO_LARGE", FILE_TOO_LARGE_MESSAGE);
    case "LIMIT_UNEXPECTED_FILE":
    case "LIMIT_FILE_COUNT":
      return new AppError("VALIDATION_FAILED", 'Send exactly one file, in the form field "file".');
    case "LIMIT_FIELD_VALUE":
    case "LIMIT_FIELD_KEY":
      return new AppError("VALIDATION_FAILED", "A form field is too long. Captions may be at most 2200 characters.");
    default:
      return new AppError("VALIDATION_FAILED", "The upload has too many fields or parts.");
  }
}

export async function removeFile(filePath: string | undefined): Promise<void> {
  if (filePath) await fsp.rm(filePath, { force: true });
}

/** Deletes uploads older than an hour: a crash mid-analysis must not leave media behind (PRODUCT.md §2). */
export async function sweepUploads(uploadDir: string, logger: Logger, now = Date.now()): Promise<number> {
  let removed = 0;
  let names: string[];
  try {
    names = await fsp.readdir(uploadDir);
  } catch {
    return 0;
  }
  for (const name of names) {
    const file = path.join(uploadDir, name);
    try {
      const stat = await fsp.stat(file);
      if (now - stat.mtimeMs > UPLOAD_MAX_AGE_MS) {
        await fsp.rm(file, { force: true, recursive: true });
        removed += 1;
      }
    } catch (error) {
      logger.warn({ err: error, file }, "upload sweep could not check a file");
    }
  }
  if (removed) logger.info({ removed }, "swept old uploads");
  return removed;
}
