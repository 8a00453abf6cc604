import { ACCEPTED_UPLOAD_MIME_TYPES, MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from "@shared/constants";

// The browser-side check of a chosen file (type and the 300 MB limit). It only spares a pointless upload: the server
// decides by the file's content (magic bytes) whatever the browser says.

const VIDEO_EXTENSIONS = ["mp4", "mov", "avi"] as const;
const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png"] as const;

export const FILE_TOO_LARGE_MESSAGE = `File must be under ${MAX_UPLOAD_LABEL} to match TikTok's upload limits`;
export const UNSUPPORTED_FILE_MESSAGE =
  "This file type is not supported. Upload an MP4, MOV or AVI video, or a JPEG or PNG image.";

export type FileFacts = { name: string; size: number; type: string };
export type FileCheck =
  | { isValid: true; kind: "video" | "image"; isQuickTime: boolean }
  | { isValid: false; reason: "too-large" | "unsupported" | "empty"; message: string; kind: "video" | "image" | null };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** Video or image by the browser's type, then by the extension; null when neither says. */
export function mediaKindOf(file: Pick<FileFacts, "name" | "type">): "video" | "image" | null {
  const type = file.type.toLowerCase();
  if (type.startsWith("video/")) return "video";
  if (type.startsWith("image/")) return "image";
  const extension = extensionOf(file.name);
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(extension)) return "video";
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return "image";
  return null;
}

/** A .mov or QuickTime file goes to the QuickTime route, whose failure suggests converting to MP4. */
export function isQuickTimeFile(file: Pick<FileFacts, "name" | "type">): boolean {
  const type = file.type.toLowerCase();
  return type === "video/quicktime" || type === "video/mov" || extensionOf(file.name) === "mov";
}

function isAcceptedType(file: Pick<FileFacts, "name" | "type">): boolean {
  const type = file.type.toLowerCase();
  if ((ACCEPTED_UPLOAD_MIME_TYPES as readonly string[]).includes(type)) return true;
  // Untyped or generic types (application/octet-stream) fall back to the extension.
  const extension = extensionOf(file.name);
  const isGeneric = type === "" || type === "application/octet-stream";
  return isGeneric && [...VIDEO_EXTENSIONS, ...IMAGE_EXTENSIONS].some((known) => known === extension);
}

export function checkUploadFile(file: FileFacts): FileCheck {
  const kind = mediaKindOf(file);
  if (file.size > MAX_UPLOAD_BYTES)
    return { isValid: false, reason: "too-large", message: FILE_TOO_LARGE_MESSAGE, kind };
  if (!isAcceptedType(file) || kind === null) {
    return { isValid: false, reason: "unsupported", message: UNSUPPORTED_FILE_MESSAGE, kind };
  }
  if (file.size === 0) {
    return { isValid: false, reason: "empty", message: "The file is empty. Please choose another file.", kind };
  }
  return { isValid: true, kind, isQuickTime: isQuickTimeFile(file) };
}
