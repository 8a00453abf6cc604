import { exampleValue, requestSchema, type JsonSchema, type OpenApiDocument, type OperationView } from "./openapi";

// The code samples of /developers, built from the OpenAPI document and the address the page was opened on, so that
// a developer can paste them into a terminal and reach this very server. They are code: the same in both languages.

/** The environment variable the samples read the key from, so that a pasted sample never holds a secret. */
export const KEY_VARIABLE = "VIRALSCORE_API_KEY";

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function isFile(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  return schema.format === "binary" || Boolean(schema.contentMediaType);
}

function fileNameFor(name: string): string {
  return /image|photo|picture/i.test(name) ? "photo.jpg" : "video.mp4";
}

function headerExample(name: string, schema: JsonSchema | undefined, document: OpenApiDocument): string {
  if (/idempotency/i.test(name)) return "3f0c2a54-8d1e-4c8b-9a51-2b7f0e6d9c11";
  const value = exampleValue(document, schema, name);
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** A placeholder shell variable for a path parameter: {id} becomes $ID. */
function pathWithVariables(path: string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => `$${name.replace(/\W/g, "_").toUpperCase()}`);
}

/** One curl command for the operation, against `origin`; the key comes from $VIRALSCORE_API_KEY. */
export function curlExample(document: OpenApiDocument, operation: OperationView, origin: string): string {
  const pathItem = document.paths?.[operation.key.slice(operation.method.length + 1)];
  const raw = pathItem?.[operation.method];
  const lines: string[] = [];
  const method = operation.method.toUpperCase();
  const query = operation.parameters
    .filter((parameter) => parameter.in === "query" && parameter.required)
    .map((parameter) => `${encodeURIComponent(parameter.name)}=${encodeURIComponent(parameter.name)}`);
  const url = `${origin}${pathWithVariables(operation.path)}${query.length ? `?${query.join("&")}` : ""}`;
  lines.push(`curl ${method === "GET" ? "" : `-X ${method} `}"${url}"`);
  if (operation.needsKey) lines.push(`-H "Authorization: Bearer $${KEY_VARIABLE}"`);
  for (const parameter of [...(pathItem?.parameters ?? []), ...(raw?.parameters ?? [])]) {
    if ("$ref" in parameter || parameter.in !== "header") continue;
    lines.push(`-H ${shellQuote(`${parameter.name}: ${headerExample(parameter.name, parameter.schema, document)}`)}`);
  }
  const body = requestSchema(document, operation);
  if (body?.contentType.startsWith("multipart/")) {
    const fields = Object.entries(body.schema.properties ?? {});
    // Text fields first and the file last: the server reads the fields before it streams the file.
    for (const [name, schema] of fields.filter(([, schema]) => !isFile(schema))) {
      const value = exampleValue(document, schema, name);
      lines.push(`-F ${shellQuote(`${name}=${typeof value === "string" ? value : JSON.stringify(value)}`)}`);
    }
    for (const [name] of fields.filter(([, schema]) => isFile(schema)))
      lines.push(`-F "${name}=@${fileNameFor(name)}"`);
  } else if (body) {
    const value = Object.fromEntries(
      Object.entries(body.schema.properties ?? {}).map(([name, schema]) => [
        name,
        exampleValue(document, schema, name),
      ]),
    );
    lines.push(`-H "Content-Type: ${body.contentType}"`);
    lines.push(`-d ${shellQuote(JSON.stringify(value))}`);
  }
  return lines.join(" \\\n  ");
}

/** The operation that takes an upload (a multipart body) and the one that reads its job back, if the document has them. */
export function jobOperations(
  operations: OperationView[],
): { upload: OperationView; poll: OperationView | undefined } | undefined {
  const upload = operations.find(
    (operation) => operation.method === "post" && operation.body?.contentType.startsWith("multipart/"),
  );
  if (!upload) return undefined;
  const poll = operations.find(
    (operation) =>
      operation.method === "get" &&
      operation.path.startsWith(`${upload.path}/{`) &&
      !operation.path.slice(upload.path.length + 1).includes("/"),
  );
  return { upload, poll };
}

/** A Node (20+) script that uploads a video, then polls its job until the analysis is done. */
export function javascriptExample(origin: string, operations: OperationView[]): string {
  const job = jobOperations(operations);
  const uploadPath = job?.upload.path ?? "/api/v1/analyses";
  const pollPath = (job?.poll?.path ?? `${uploadPath}/{id}`).replace(/\{[^}]+\}/, "${job.id}");
  return `import { readFile } from "node:fs/promises";

const KEY = process.env.${KEY_VARIABLE};
const headers = { Authorization: \`Bearer \${KEY}\` };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function scoreVideo(path, caption, hashtags) {
  const form = new FormData();
  form.append("caption", caption);
  form.append("hashtags", hashtags);
  // The file goes last: the server reads the text fields first.
  form.append("file", new Blob([await readFile(path)], { type: "video/mp4" }), "video.mp4");

  const started = await fetch("${origin}${uploadPath}", {
    method: "POST",
    // The same key on a retry returns the same job and is never charged twice.
    headers: { ...headers, "Idempotency-Key": crypto.randomUUID() },
    body: form,
  });
  if (!started.ok) throw new Error(\`\${started.status}: \${(await started.json()).message}\`);
  const job = await started.json();

  for (;;) {
    await sleep(3000);
    const answer = await fetch(\`${origin}${pollPath}\`, { headers });
    if (answer.status === 429) {
      await sleep(Number(answer.headers.get("Retry-After") ?? 60) * 1000);
      continue;
    }
    const current = await answer.json();
    if (!answer.ok) throw new Error(\`\${answer.status}: \${current.message}\`);
    if (current.status === "completed") return current.analysis;
    if (current.status === "failed") throw new Error(current.error?.message ?? "The analysis failed.");
  }
}

const result = await scoreVideo("video.mp4", "Three dinners in 10 minutes", "#fyp #cooking");
console.log(JSON.stringify(result, null, 2));
`;
}

/** An Express receiver that checks the signature with the standardwebhooks package before trusting the event. */
export function webhookVerifyExample(): string {
  return `import express from "express";
import { Webhook } from "standardwebhooks";

// The signing secret shown once when you set the URL ("whsec_...").
const webhook = new Webhook(process.env.VIRALSCORE_WEBHOOK_SECRET);
const app = express();

// The raw body: the signature covers the exact bytes that were sent.
app.post("/viralscore-webhook", express.raw({ type: "application/json" }), (req, res) => {
  let event;
  try {
    event = webhook.verify(req.body.toString("utf8"), {
      "webhook-id": req.get("webhook-id"),
      "webhook-timestamp": req.get("webhook-timestamp"),
      "webhook-signature": req.get("webhook-signature"),
    });
  } catch {
    return res.status(400).end();
  }
  // A retry carries the same webhook-id: handle each id once.
  console.log(event.type, event.data);
  res.status(204).end();
});

app.listen(3000);
`;
}
