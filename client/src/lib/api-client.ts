import type { ErrorCode } from "@shared/errors";

// The only caller of fetch in the SPA, so every call follows the same conventions: credentials always included; JSON or
// multipart bodies; the admin bearer header on /api/admin paths except the login; non-OK answers become an ApiError
// whose message is "STATUS: body" with the JSON message extracted.

export const ADMIN_TOKEN_KEY = "adminToken";

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** The server's human message without the status prefix, for toasts. */
  readonly serverMessage: string;
  readonly body: unknown;

  constructor(status: number, serverMessage: string, body: unknown) {
    super(`${status}: ${serverMessage}`);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
    const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    this.code = typeof record.code === "string" ? (record.code as ErrorCode) : undefined;
    this.fieldErrors =
      typeof record.fieldErrors === "object" && record.fieldErrors !== null
        ? (record.fieldErrors as Record<string, string[]>)
        : undefined;
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type RequestOptions = {
  body?: unknown;
  /** Called with (loaded, total) while a multipart body uploads; switches the transport to XHR. */
  onUploadProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** Let the request outlive the page (fetch keepalive): the analytics flush when the page is hidden. */
  keepalive?: boolean;
};

/**
 * The interface's language (the <html lang> i18n keeps), so the server answers errors in it. The server prefers it to
 * the profile's language: a guest and a user who just switched both read the language on the screen.
 */
function languageHeader(): Record<string, string> {
  const language = typeof document === "undefined" ? "" : document.documentElement.lang;
  return language ? { "Accept-Language": language } : {};
}

function requestHeaders(path: string): Record<string, string> {
  return { ...languageHeader(), ...adminHeader(path) };
}

function adminHeader(path: string): Record<string, string> {
  // Only the login itself goes without the token: /api/admin/login-attempts is an admin list like the others.
  const isLogin = path === "/api/admin/login" || path.startsWith("/api/admin/login?");
  if (!path.startsWith("/api/admin") || isLogin) return {};
  const token = typeof localStorage === "undefined" ? null : localStorage.getItem(ADMIN_TOKEN_KEY);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, statusText: string, text: string): ApiError {
  const body = parseBody(text);
  let message = text || statusText;
  if (typeof body === "object" && body !== null && typeof (body as { message?: unknown }).message === "string") {
    message = (body as { message: string }).message;
  }
  return new ApiError(status, message, body);
}

function xhrRequest<T>(method: Method, path: string, form: FormData, options: RequestOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(requestHeaders(path))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(parseBody(xhr.responseText) as T);
      else reject(toApiError(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new Error("Network error: the server could not be reached."));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(form);
  });
}

export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const { body } = options;
  if (body instanceof FormData && options.onUploadProgress) return xhrRequest<T>(method, path, body, options);

  const headers: Record<string, string> = { Accept: "application/json", ...requestHeaders(path) };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const response = await fetch(path, {
    method,
    headers,
    body: payload,
    credentials: "include",
    signal: options.signal,
    keepalive: options.keepalive,
  });
  const text = await response.text();
  if (!response.ok) throw toApiError(response.status, response.statusText, text);
  return parseBody(text) as T;
}

/** A file the server sent (a CSV export): its bytes and the name from Content-Disposition, if any. */
export type FileAnswer = { blob: Blob; fileName: string | null };

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/** A POST whose answer is a file rather than JSON (admin CSV export); errors are ApiErrors as usual. */
export async function postForFile(path: string, body?: unknown): Promise<FileAnswer> {
  const headers: Record<string, string> = { Accept: "text/csv, application/json", ...requestHeaders(path) };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, {
    method: "POST",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  if (!response.ok) throw toApiError(response.status, response.statusText, await response.text());
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get("Content-Disposition")) };
}

/** A GET whose answer is a file (the account's data export); errors are ApiErrors as usual. */
export async function getForFile(path: string): Promise<FileAnswer> {
  const response = await fetch(path, {
    headers: { Accept: "application/json", ...requestHeaders(path) },
    credentials: "include",
  });
  if (!response.ok) throw toApiError(response.status, response.statusText, await response.text());
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get("Content-Disposition")) };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) => apiRequest<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    apiRequest<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>("PUT", path, { body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>("PATCH", path, { body }),
  delete: <T>(path: string) => apiRequest<T>("DELETE", path),
};

/** A GET that turns 401 into null, for "who am I" style reads. */
export async function getOrNullOn401<T>(path: string): Promise<T | null> {
  try {
    return await api.get<T>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
