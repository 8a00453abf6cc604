// The network edge of the component tests. The app reaches the server only through lib/api-client.ts, which calls
// fetch (and XMLHttpRequest for an upload with progress): both are replaced here, for every test, by a stand-in that
// answers from the routes a test gives to stubNetwork() and records each request. Everything above it (api-client,
// react-query, the hooks, the components) is the app's own code. A request no route answers gets a 501 and fails the
// test (setup-dom.ts), so a test never reaches a real server and never passes on a request it did not expect.

export type RecordedRequest = {
  method: string;
  /** The path without the query, e.g. "/api/admin/users". */
  path: string;
  search: URLSearchParams;
  headers: Record<string, string>;
  /** The JSON body parsed, a multipart body as { field: value }, or undefined. */
  body: unknown;
};

class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

/** An answer with a status other than 200 (a plain value in a route is a 200 with that JSON body). */
export function reply(status: number, body?: unknown, headers: Record<string, string> = {}): Answer {
  return new Answer(status, body, headers);
}

/** A JSON body (answered 200), a reply(status, body), or a function of the request returning either (or a promise). */
type Responder = ((request: RecordedRequest) => unknown) | object | string | number | boolean | null;
/** "METHOD /path" (the query is not part of the match) -> an answer, or a function of the request giving one. */
export type Routes = Record<string, Responder>;

let routes = new Map<string, Responder>();
let requests: RecordedRequest[] = [];
let unanswered: string[] = [];

export type NetworkStub = {
  /** Every request so far, in order. */
  requests: RecordedRequest[];
  /** The requests to one route, e.g. calls("POST /api/verify-payment"). */
  calls(route: string): RecordedRequest[];
  /** Adds routes or replaces them (a later answer for the same route wins). */
  on(more: Routes): void;
};

/** Answers the app's requests from `initial` for the rest of the test. */
export function stubNetwork(initial: Routes = {}): NetworkStub {
  const stub: NetworkStub = {
    get requests() {
      return requests;
    },
    calls: (route) => requests.filter((request) => `${request.method} ${request.path}` === route),
    on: (more) => {
      for (const [route, responder] of Object.entries(more)) routes.set(normalise(route), responder);
    },
  };
  stub.on(initial);
  return stub;
}

/** Called after each test (setup-dom.ts). */
export function resetNetwork() {
  routes = new Map();
  requests = [];
  unanswered = [];
}

export function unansweredRequests(): string[] {
  return unanswered;
}

function normalise(route: string): string {
  const [method = "", path = ""] = route.trim().split(/\s+/);
  return `${method.toUpperCase()} ${path}`;
}

function parseBody(body: unknown): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") {
    try {
      return JSON.parse(body);
    } catch {
      return body;
    }
  }
  if (body instanceof FormData) {
    const fields: Record<string, FormDataEntryValue> = {};
    for (const [name, value] of body.entries()) fields[name] = value;
    return fields;
  }
  return body;
}

async function answer(method: string, target: string, headers: Record<string, string>, rawBody: unknown) {
  const url = new URL(target, "http://localhost");
  const request: RecordedRequest = {
    method,
    path: url.pathname,
    search: url.searchParams,
    headers,
    body: parseBody(rawBody),
  };
  requests.push(request);
  const key = `${method} ${url.pathname}`;
  if (!routes.has(key)) {
    unanswered.push(`${key}${url.search}`);
    return reply(501, { message: `No stub for ${key}` });
  }
  const responder = routes.get(key);
  const value =
    typeof responder === "function" ? await (responder as (r: RecordedRequest) => unknown)(request) : responder;
  return value instanceof Answer ? value : reply(200, value);
}

const STATUS_TEXT: Record<number, string> = { 200: "OK", 201: "Created", 400: "Bad Request", 402: "Payment Required" };

function textOf(body: unknown): string {
  if (body === undefined) return "";
  return typeof body === "string" ? body : JSON.stringify(body);
}

function headersOf(init: HeadersInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init).entries());
}

function abortError() {
  return new DOMException("The operation was aborted.", "AbortError");
}

async function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const target = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const signal = init.signal;
  if (signal?.aborted) throw abortError();
  const result = answer((init.method ?? "GET").toUpperCase(), target, headersOf(init.headers), init.body);
  const settled = signal
    ? Promise.race([
        result,
        new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(abortError()))),
      ])
    : result;
  const { status, body, headers } = await settled;
  const isJson = typeof body !== "string" && body !== undefined;
  return new Response(status === 204 ? null : textOf(body), {
    status,
    statusText: STATUS_TEXT[status] ?? "",
    headers: { ...(isJson ? { "Content-Type": "application/json" } : {}), ...headers },
  });
}

type ProgressHandler = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/** XMLHttpRequest as api-client uses it for uploads: open, headers, send, upload.onprogress, onload/onerror/onabort. */
class FakeXhr {
  status = 0;
  statusText = "";
  responseText = "";
  withCredentials = false;
  upload: { onprogress: ProgressHandler } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = "GET";
  private url = "";
  private headers: Record<string, string> = {};
  private isAborted = false;

  open(method: string, url: string) {
    this.method = method.toUpperCase();
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  abort() {
    if (this.isAborted) return;
    this.isAborted = true;
    this.onabort?.();
  }

  send(body?: unknown) {
    const size = body instanceof FormData ? sizeOf(body) : textOf(body).length;
    void (async () => {
      await Promise.resolve();
      if (this.isAborted) return;
      this.upload.onprogress?.({ lengthComputable: true, loaded: size, total: size });
      const result = await answer(this.method, this.url, this.headers, body);
      if (this.isAborted) return;
      this.status = result.status;
      this.statusText = STATUS_TEXT[result.status] ?? "";
      this.responseText = textOf(result.body);
      this.onload?.();
    })();
  }
}

function sizeOf(form: FormData): number {
  let size = 0;
  for (const [, value] of form.entries()) size += typeof value === "string" ? value.length : value.size;
  return size;
}

/** Puts the stand-ins in place of fetch and XMLHttpRequest (setup-dom.ts, once per test file). */
export function installFakeNetwork() {
  globalThis.fetch = fakeFetch as typeof fetch;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
}
