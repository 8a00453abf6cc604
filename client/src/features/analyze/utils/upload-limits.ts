import { MAX_UPLOAD_BYTES } from "@shared/constants";

// What the analyze form shows before any file is checked (upload-file.ts checks a chosen one): apart from the check, so
// that the shell painted first carries only these lines (docs/decisions/010-lean-first-page.md).

/** The file input's accept list: MIME types plus extensions, since some browsers leave .avi/.mov untyped. */
export const UPLOAD_ACCEPT =
  "video/mp4,video/quicktime,video/x-msvideo,video/avi,image/jpeg,image/png,.mov,.mp4,.avi,.jpg,.jpeg,.png";

/** Share of the upload limit used, 0-100 (capped; an oversize file shows a full bar). */
export function uploadLimitShare(bytes: number): number {
  return Math.min(100, Math.max(0, (bytes / MAX_UPLOAD_BYTES) * 100));
}
