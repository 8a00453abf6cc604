import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Writable } from "node:stream";
import type { Request, RequestHandler, Response } from "express";
import multer from "multer";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, UPLOAD_MAX_AGE_MS } from "@shared/constants";
import { AppError } from "../../errors";
import type { Logger } from "../../logger";

export const FILE_TOO_LARGE_MESSAGE = `Maximum file size is ${MAX_UPLOAD_LABEL}, TikTok's upload limit. Please trim or compress the file and try again.`;
export const STORAGE_FULL_MESSAGE =
  "We can't store uploads right now (our disk is full). Nothing was charged. Please try again later.";
export const STORAGE_UNAVAILABLE_MESSAGE =
  "We can't store uploads right now. Nothing was charged. Please try again in a few minutes.";

// Room for the multipart envelope and the text fields around a file of the maximum size.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Error codes of a disk or quota that is full: 507. Any other failure to store is a 503. */
const FULL_DISK_CODES = new Set(["ENOSPC", "EDQUOT"]);

/** Opens the file an upload is written to: the filesystem edge (tests inject a disk that fills up). */
export type OpenUploadFile = (filePath: string) => Writable;

export type UploadOptions = { openFile?: OpenUploadFile };

/** Our disk failed to store an upload (full, quota, folder missing or unwritable): our fault, not the file's. */
class UploadStorageError extends Error {
  constructor(readonly diskError: unknown) {
    super(`could not store the upload: ${diskError instanceof Error ? diskError.message : String(diskError)}`, {
      cause: diskError,
    });
    this.name = "UploadStorageError";
  }

  get isFull(): boolean {
    return FULL_DISK_CODES.has(String((this.diskError as { code?: unknown } | null)?.code));
  }
}

/**
 * Writes each upload to uploadDir under a server-made name. Unlike multer's disk storage it makes the folder
 * again for every upload (it may be removed while the server runs), tells a failure of our disk apart from a
 * client that went away, and deletes the partial file a failed write leaves (multer leaves it).
 */
function uploadStorage(uploadDir: string, openFile: OpenUploadFile): multer.StorageEngine {
  return {
    _handleFile(_req, file, done) {
      const filename = `${Date.now()}-${randomUUID()}.upload`;
      const filePath = path.join(uploadDir, filename);
      // The form may break off while the folder is being made: then no file is opened at all.
      let earlyError: Error | null = null;
      const onEarlyError = (error: Error) => (earlyError = error);
      file.stream.once("error", onEarlyError);
      fsp.mkdir(uploadDir, { recursive: true }).then(
        () => {
          file.stream.off("error", onEarlyError);
          if (earlyError || file.stream.destroyed) {
            return done(earlyError ?? new Error("Request aborted"));
          }
          let size = 0;
          // The content hash is taken as the bytes pass (about 0.5 ms a megabyte here): a file uploaded again
          // is recognised without reading it twice.
          const hash = createHash("sha256");
          let out: Writable;
          try {
            out = openFile(filePath);
          } catch (error) {
            file.stream.resume();
            return done(new UploadStorageError(error));
          }
          let settled = false;
          // Either way the partial file goes before the answer: once the file is closed, since a write stream
          // destroyed before it finished opening still creates the file afterwards.
          const fail = (error: Error) => {
            if (settled) return;
            settled = true;
            const remove = () =>
              void fsp
                .rm(filePath, { force: true })
                .catch(() => undefined)
                .then(() => done(error));
            if (out.closed) return remove();
            const fallback = setTimeout(remove, 2000);
            out.once("close", () => {
              clearTimeout(fallback);
              remove();
            });
          };
          // Not pipeline(): it would destroy the upload stream with the disk's error, which multer then reports
          // as its own. The rest of the body is drained instead, so the client reads our answer.
          out.once("error", (error) => {
            file.stream.unpipe(out);
            file.stream.resume();
            out.destroy();
            fail(new UploadStorageError(error));
          });
          file.stream.once("error", (error) => {
            out.destroy();
            fail(error); // the client went away or the form broke off: multer answers that one
          });
          file.stream.on("data", (chunk: Buffer) => {
            size += chunk.length;
            hash.update(chunk);
          });
          out.once("finish", () => {
            if (settled) return;
            settled = true;
            const sha256 = hash.digest("hex");
            done(null, {
              destination: uploadDir,
              filename,
              path: filePath,
              size,
              sha256,
            } as Partial<Express.Multer.File>);
          });
          file.stream.pipe(out);
        },
        (error: unknown) => {
          file.stream.resume();
          done(new UploadStorageError(error));
        },
      );
    },
    _removeFile(_req, file, done) {
      fsp.rm(file.path, { force: true }).then(() => done(null), done);
    },
  };
}

function fromStorage(error: UploadStorageError, req: Request, res: Response): AppError {
  // Logged here: an AppError is not logged by the error handler, and someone has to free the disk.
  req.log?.error({ err: error.diskError }, "upload storage failed");
  const retryAfterSeconds = error.isFull ? 60 : 30;
  res.setHeader("Retry-After", String(retryAfterSeconds));
  return error.isFull
    ? new AppError("STORAGE_FULL", STORAGE_FULL_MESSAGE, { extra: { retryAfterSeconds } })
    : new AppError("ANALYSIS_FAILED", STORAGE_UNAVAILABLE_MESSAGE, { extra: { retryAfterSeconds } });
}

/**
 * Streams one file to DATA_DIR/uploads under a server-made name (never the client's file name, never in
 * memory). A partly written file is deleted when a limit is hit, the client goes away or our disk fails.
 */
export function createUploadMiddleware(uploadDir: string, options: UploadOptions = {}): RequestHandler {
  fs.mkdirSync(uploadDir, { recursive: true });
  const upload = multer({
    storage: uploadStorage(uploadDir, options.openFile ?? ((filePath) => fs.createWriteStream(filePath))),
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
      if (error instanceof UploadStorageError) return next(fromStorage(error, req, res));
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

/** Deletes uploads older than an hour: a crash mid-analysis must not leave media behind. */
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
