import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptSources, staticClientHandlers } from "./client";

// The production SPA handlers on a small build laid out as Vite writes it: hashed files under assets/ with
// their .br and .gz copies, public files at the root. Requests go over a real socket with raw bytes, so what
// is asserted is what a browser receives.

const script = `export const greeting = ${JSON.stringify("hello ".repeat(800))};\n`;
const page = `<!doctype html><html><head><title>ViralScore</title></head><body>${"<p>landing</p>".repeat(120)}</body></html>`;
const manifest = JSON.stringify({ name: "ViralScore", icons: Array(40).fill({ src: "/icon.png", sizes: "512x512" }) });

let dir: string;
let server: http.Server;
let base: string;
// The same build with prerendered pages beside it (scripts/prerender-pages.ts writes dist/pages).
let pagesDir: string;
let prerenderedServer: http.Server;
let prerenderedBase: string;
const landingPage = page.replace("<body>", '<body><div id="root"><h1>Know your viral score</h1></div>');
const privacyPage = page.replace("<body>", '<body><div id="root"><h1>Privacy Policy</h1></div>');
const arabicLandingPage = page.replace("<body>", '<body><div id="root"><h1>اعرف درجة انتشار مقطعك</h1></div>');
const arabicPrivacyPage = page.replace("<body>", '<body><div id="root"><h1>سياسة الخصوصية</h1></div>');

async function listen(app: express.Express): Promise<[http.Server, string]> {
  const listening = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => listening.once("listening", resolve));
  return [listening, `http://127.0.0.1:${(listening.address() as AddressInfo).port}`];
}

function writeWithCopies(file: string, text: string, folder = dir) {
  fs.writeFileSync(path.join(folder, file), text);
  fs.writeFileSync(path.join(folder, `${file}.br`), zlib.brotliCompressSync(text));
  fs.writeFileSync(path.join(folder, `${file}.gz`), zlib.gzipSync(text));
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vs-client-"));
  fs.mkdirSync(path.join(dir, "assets"));
  writeWithCopies("index.html", page);
  writeWithCopies("assets/index-Ab12Cd34.js", script);
  writeWithCopies("site.webmanifest", manifest);
  fs.writeFileSync(path.join(dir, "assets/tiny-Ef56Gh78.css"), "a{color:red}");
  fs.writeFileSync(path.join(dir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const app = express();
  for (const handler of staticClientHandlers(dir)) app.use(handler);
  [server, base] = await listen(app);

  pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), "vs-pages-"));
  writeWithCopies("index.html", landingPage, pagesDir);
  writeWithCopies("privacy.html", privacyPage, pagesDir);
  fs.mkdirSync(path.join(pagesDir, "ar"));
  writeWithCopies("ar/index.html", arabicLandingPage, pagesDir);
  writeWithCopies("ar/privacy.html", arabicPrivacyPage, pagesDir);
  const withPages = express();
  for (const handler of staticClientHandlers(dir, pagesDir)) withPages.use(handler);
  [prerenderedServer, prerenderedBase] = await listen(withPages);
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await new Promise((resolve) => prerenderedServer?.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(pagesDir, { recursive: true, force: true });
});

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(
  urlPath: string,
  acceptEncoding?: string,
  method = "GET",
  origin = base,
  extraHeaders: Record<string, string> = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers = { ...(acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding }), ...extraHeaders };
    const req = http.request(`${origin}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("compressed delivery", () => {
  it("when the browser accepts brotli and gzip, then brotli is sent with the original's Content-Type", async () => {
    const plain = await get("/assets/index-Ab12Cd34.js");
    const res = await get("/assets/index-Ab12Cd34.js", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    // Charset names are case-insensitive: express-static-gzip writes "UTF-8" where serve-static writes "utf-8".
    expect(res.headers["content-type"]?.toLowerCase()).toBe(plain.headers["content-type"]?.toLowerCase());
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.body.length).toBeLessThan(script.length / 10);
  });

  it("when the browser accepts only gzip, then gzip is sent", async () => {
    const res = await get("/assets/index-Ab12Cd34.js", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(res.body).toString()).toBe(script);
  });

  it("when the browser accepts no encoding, then the file goes as it is, still marked as varying", async () => {
    const res = await get("/assets/index-Ab12Cd34.js", "identity");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.body.toString()).toBe(script);
  });

  it("when a web manifest is compressed, then its own Content-Type goes with it", async () => {
    const res = await get("/site.webmanifest", "br");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]?.toLowerCase()).toBe("application/manifest+json; charset=utf-8");
  });

  it("when a file has no compressed copy (under 1 KB), then it is sent as it is", async () => {
    const res = await get("/assets/tiny-Ef56Gh78.css", "br, gzip");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.toString()).toBe("a{color:red}");
  });
});

describe("caching", () => {
  it("when a hashed asset is sent, compressed or not, then it is cached for a year as immutable", async () => {
    for (const [file, encoding] of [
      ["/assets/index-Ab12Cd34.js", "br"],
      ["/assets/index-Ab12Cd34.js", "identity"],
      ["/assets/tiny-Ef56Gh78.css", "gzip"],
    ] as const) {
      expect((await get(file, encoding)).headers["cache-control"], file).toBe("public, max-age=31536000, immutable");
    }
  });

  it("when index.html or a public file is sent, then the browser must revalidate it (no-cache)", async () => {
    for (const file of ["/", "/dashboard", "/favicon.svg", "/site.webmanifest"]) {
      expect((await get(file, "br")).headers["cache-control"], file).toBe("no-cache");
    }
  });
});

describe("the SPA and missing files", () => {
  it("when a page of the SPA is asked for, then index.html answers, compressed when accepted", async () => {
    for (const route of ["/", "/dashboard", "/analyses/12", "/analyses/1.5", "/reset-password?token=abc.def"]) {
      const res = await get(route, "br");
      expect(res.status, route).toBe(200);
      expect(res.headers["content-type"]?.toLowerCase(), route).toBe("text/html; charset=utf-8");
      expect(res.headers["content-encoding"], route).toBe("br");
      expect(zlib.brotliDecompressSync(res.body).toString(), route).toBe(page);
    }
  });

  it("when a file that does not exist is asked for, then 404, never index.html", async () => {
    for (const file of ["/robots.txt", "/favicon.png", "/assets/missing.js", "/assets/page", "/x/y.js.map", "/.env"]) {
      const res = await get(file, "br");
      expect(res.status, file).toBe(404);
      expect(res.headers["content-type"], file).toBe("text/plain; charset=utf-8");
      expect(res.body.toString(), file).toBe("Not found");
    }
  });

  it("when HEAD asks for an asset, then the headers come without a body", async () => {
    const res = await get("/assets/index-Ab12Cd34.js", "br", "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.body.length).toBe(0);
  });
});

describe("prerendered pages", () => {
  const getPrerendered = (urlPath: string, acceptEncoding?: string) =>
    get(urlPath, acceptEncoding, "GET", prerenderedBase);

  it("when a prerendered page is asked for, then its HTML answers, compressed and revalidated like index.html", async () => {
    for (const [route, expected] of [
      ["/", landingPage],
      ["/?showRegister=true", landingPage],
      ["/privacy", privacyPage],
    ] as const) {
      const res = await getPrerendered(route, "br, gzip");
      expect(res.status, route).toBe(200);
      expect(res.headers["content-type"]?.toLowerCase(), route).toBe("text/html; charset=utf-8");
      expect(res.headers["content-encoding"], route).toBe("br");
      expect(res.headers["cache-control"], route).toBe("no-cache");
      expect(zlib.brotliDecompressSync(res.body).toString(), route).toBe(expected);
    }
    expect((await getPrerendered("/privacy", "identity")).body.toString()).toBe(privacyPage);
  });

  it("when a page was not prerendered, then the SPA's empty index.html answers as before", async () => {
    for (const route of ["/dashboard", "/contact", "/privacy/extra", "/index"]) {
      const res = await getPrerendered(route, "gzip");
      expect(res.status, route).toBe(200);
      expect(zlib.gunzipSync(res.body).toString(), route).toBe(page);
    }
  });

  it("when the prerendered files are asked for by name, then they are not served as files of the site", async () => {
    for (const file of ["/privacy.html", "/contact.html.br"]) {
      expect((await getPrerendered(file, "br")).status, file).toBe(404);
    }
  });

  describe("the Arabic public pages", () => {
    const page = (urlPath: string, headers: Record<string, string> = {}) =>
      get(urlPath, "identity", "GET", prerenderedBase, headers);

    it("when /ar or /ar/privacy is asked for, then its Arabic HTML answers", async () => {
      const landing = await page("/ar");
      expect(landing.status).toBe(200);
      expect(landing.body.toString("utf8")).toContain("اعرف درجة انتشار مقطعك");
      expect((await page("/ar/privacy")).body.toString("utf8")).toContain("سياسة الخصوصية");
    });

    it("when a first visitor's browser prefers Arabic, then the English page sends them to its Arabic address", async () => {
      const answer = await page("/privacy?from=mail", { "Accept-Language": "ar-SA,ar;q=0.9,en;q=0.8" });
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe("/ar/privacy?from=mail");
    });

    it("when the visitor chose a language, then the choice wins over the browser's", async () => {
      const choseEnglish = await page("/", { "Accept-Language": "ar", Cookie: "theme=x; lang=en" });
      expect(choseEnglish.status).toBe(200);
      expect(choseEnglish.headers.vary).toBe("Accept-Encoding, Cookie, Accept-Language");
      const choseArabic = await page("/", { "Accept-Language": "en-US", Cookie: "lang=ar" });
      expect(choseArabic.status).toBe(302);
      expect(choseArabic.headers.location).toBe("/ar");
    });

    it("when the browser prefers English or says nothing, then the English page answers", async () => {
      expect((await page("/", { "Accept-Language": "en-GB,ar;q=0.5" })).status).toBe(200);
      expect((await page("/")).status).toBe(200);
    });

    it("when an English page has no Arabic copy, then an Arabic reader still gets it", async () => {
      fs.mkdirSync(path.join(pagesDir, "ar"), { recursive: true });
      expect((await page("/contact", { Cookie: "lang=ar" })).status).toBe(200);
    });
  });
});

describe("inlineScriptSources", () => {
  it("when the built pages carry inline scripts, classic and module, then each distinct one is allowed by its SHA-256, and scripts with a src are not", () => {
    const built = fs.mkdtempSync(path.join(os.tmpdir(), "vs-inline-"));
    const pages = path.join(built, "pages");
    fs.mkdirSync(path.join(pages, "ar"), { recursive: true });
    const keeper = "\n      (function () { window.kept = []; })();\n    ";
    const starter = 'import("/assets/a.js");';
    const html = `<html><head><script>${keeper}</script><script type="module">${starter}</script><script type="module" src="/assets/a.js"></script></head></html>`;
    fs.writeFileSync(path.join(built, "index.html"), html);
    fs.writeFileSync(path.join(pages, "index.html"), html);
    fs.writeFileSync(path.join(pages, "ar/index.html"), html.replace("kept", "other"));
    try {
      // The value a browser compares: base64 of the SHA-256 of the script's text, whitespace included.
      const keeperHash = "'sha256-" + createHash("sha256").update(keeper).digest("base64") + "'";
      const starterHash = "'sha256-" + createHash("sha256").update(starter).digest("base64") + "'";
      const sources = inlineScriptSources(built, pages);
      expect(sources).toHaveLength(3);
      expect(sources.slice(0, 2)).toEqual([keeperHash, starterHash]);
      expect(sources[2]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    } finally {
      fs.rmSync(built, { recursive: true, force: true });
    }
  });
});
