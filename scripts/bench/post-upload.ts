import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

// POST /api/analyze as a browser sends it, with the file part streamed from disk (the client holds no copy in
// memory): the benchmarks' one way to upload.

export type PostedUpload = {
  status: number;
  body: string;
  /** When the request started, when its last byte was written, and when the answer ended (performance.now()). */
  started: number;
  sent: number;
  answered: number;
};

export function postUpload(
  port: number,
  cookie: string,
  filePath: string,
  mime: string,
  fields: Record<string, string> = {},
): Promise<PostedUpload> {
  const boundary = `bench${randomUUID()}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => field(name, value))
      .join("") +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path.basename(filePath)}"\r\nContent-Type: ${mime}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const started = performance.now();
  let sent = started;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/analyze",
        headers: {
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          "Content-Length": head.length + fs.statSync(filePath).size + tail.length,
          Cookie: cookie,
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body, started, sent, answered: performance.now() }),
        );
      },
    );
    request.on("error", reject);
    request.write(head);
    const file = fs.createReadStream(filePath);
    file.on("end", () => request.end(tail, () => (sent = performance.now())));
    file.pipe(request, { end: false });
  });
}
