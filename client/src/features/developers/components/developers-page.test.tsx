import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reply, stubNetwork } from "@/test-utils/network";
import { renderWithApp } from "@/test-utils/render";
import type { OpenApiDocument } from "../utils/openapi";
import { DevelopersPage } from "./developers-page";

// A document shaped as the server's generator (zod-to-openapi, OpenAPI 3.1) writes it: paths under a server URL,
// schemas by reference, the body of an upload as multipart with a binary part, headers as parameters.
const sample: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "ViralScore API", version: "1.0.0" },
  servers: [{ url: "https://viralscore.example/api/v1" }],
  components: {
    securitySchemes: { apiKey: { type: "http", scheme: "bearer" } },
    schemas: {
      ApiJobAccepted: {
        type: "object",
        properties: {
          id: { type: "string", format: "uuid" },
          status: { type: "string", const: "queued" },
          position: { type: "integer", minimum: 1 },
        },
        required: ["id", "status", "position"],
      },
      ApiJob: {
        type: "object",
        properties: {
          id: { type: "string", format: "uuid" },
          status: { type: "string", enum: ["queued", "processing", "completed", "failed"] },
          error: {
            type: "object",
            properties: { code: { type: "string" }, message: { type: "string" } },
            required: ["code", "message"],
          },
        },
        required: ["id", "status"],
      },
      Error: {
        type: "object",
        properties: { message: { type: "string" }, code: { type: "string" } },
        required: ["message", "code"],
      },
    },
  },
  paths: {
    "/analyses": {
      post: {
        summary: "Submit an image or video for analysis",
        description: "Multipart form with the file (the server never fetches a URL).",
        security: [{ apiKey: [] }],
        parameters: [
          {
            schema: { type: "string", minLength: 1, maxLength: 255 },
            required: false,
            name: "Idempotency-Key",
            in: "header",
          },
        ],
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                properties: {
                  caption: { type: "string", maxLength: 2200, default: "" },
                  hashtags: { type: "string", maxLength: 500, default: "" },
                  file: { type: "string", format: "binary", description: "JPEG, PNG, MP4, MOV or AVI, up to 300 MB." },
                },
                required: ["file"],
              },
            },
          },
        },
        responses: {
          "202": {
            description: "Accepted: the analysis runs in the background.",
            content: { "application/json": { schema: { $ref: "#/components/schemas/ApiJobAccepted" } } },
          },
          "402": {
            description: "The account has no Pro in force.",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        },
      },
    },
    "/analyses/{id}": {
      get: {
        summary: "A job's status",
        security: [{ apiKey: [] }],
        parameters: [{ schema: { type: "string", format: "uuid" }, required: true, name: "id", in: "path" }],
        responses: {
          "200": {
            description: "The job.",
            content: { "application/json": { schema: { $ref: "#/components/schemas/ApiJob" } } },
          },
        },
      },
    },
    "/openapi.json": {
      get: { summary: "This document", responses: { "200": { description: "The OpenAPI 3.1 document." } } },
    },
  },
};

describe("/developers", () => {
  it("when the document arrives, then each operation shows its method, path, parameters, body fields and answers, with curl for this server", async () => {
    stubNetwork({ "GET /api/v1/openapi.json": sample });
    renderWithApp(<DevelopersPage />);

    const upload = await screen.findByRole("article", { name: "POST /api/v1/analyses" });
    expect(upload).toHaveTextContent("Submit an image or video for analysis");
    expect(upload).toHaveTextContent("Needs an API key.");
    const parameters = within(upload).getByRole("list", { name: "Parameters of /api/v1/analyses" });
    expect(parameters).toHaveTextContent("Idempotency-Key");
    expect(parameters).toHaveTextContent("header");
    expect(parameters).toHaveTextContent("optional");
    const body = within(upload).getByRole("list", { name: "Request body of /api/v1/analyses" });
    expect(within(upload).getByText("multipart/form-data")).toBeInTheDocument();
    const fields = Array.from(body.querySelectorAll(":scope > li"));
    expect(fields.map((item) => item.querySelector("code")?.textContent)).toEqual(["caption", "hashtags", "file"]);
    expect(body).toHaveTextContent("At most 2200 characters");
    expect(body).toHaveTextContent("string (binary)required");
    const accepted = within(upload).getByRole("list", { name: "Fields of the 202 response of /api/v1/analyses" });
    expect(accepted).toHaveTextContent("position");
    expect(accepted).toHaveTextContent("At least 1");
    expect(upload).toHaveTextContent("402 The account has no Pro in force.");

    const curl = within(upload).getByText(/^curl -X POST/);
    expect(curl.textContent).toBe(
      [
        `curl -X POST "${window.location.origin}/api/v1/analyses"`,
        `-H "Authorization: Bearer $VIRALSCORE_API_KEY"`,
        `-H 'Idempotency-Key: 3f0c2a54-8d1e-4c8b-9a51-2b7f0e6d9c11'`,
        `-F 'caption=Three dinners in 10 minutes'`,
        `-F 'hashtags=#fyp #cooking'`,
        `-F "file=@video.mp4"`,
      ].join(" \\\n  "),
    );
    expect(curl.closest("pre")).toHaveAttribute("dir", "ltr");

    const job = screen.getByRole("article", { name: "GET /api/v1/analyses/{id}" });
    expect(within(job).getByRole("list", { name: "Parameters of /api/v1/analyses/{id}" })).toHaveTextContent(
      "idin the pathstring (uuid)required",
    );
    expect(within(job).getByText(/^curl "/)).toHaveTextContent(`curl "${window.location.origin}/api/v1/analyses/$ID"`);
    expect(within(job).getByText("queued | processing | completed | failed")).toBeInTheDocument();

    const document = screen.getByRole("article", { name: "GET /api/v1/openapi.json" });
    expect(document).toHaveTextContent("Public: no key needed.");
    expect(within(document).getByText(/^curl "/).textContent).not.toContain("Authorization");

    const script = within(screen.getByRole("region", { name: "JavaScript example" })).getByText(/node:fs\/promises/);
    expect(script.textContent).toContain(`fetch("${window.location.origin}/api/v1/analyses"`);
    expect(script.textContent).toContain(`fetch(\`${window.location.origin}/api/v1/analyses/\${job.id}\``);
    expect(screen.getByRole("navigation", { name: "Operations" })).toHaveTextContent("POST /api/v1/analyses");
    expect(screen.getByRole("link", { name: "your profile" })).toHaveAttribute("href", "/profile#api-keys");
    expect(screen.getByRole("link", { name: "OpenAPI document" })).toHaveAttribute("href", "/api/v1/openapi.json");
  });

  it("when the page is in Arabic, then the guide reads in Arabic while paths and code stay left to right", async () => {
    stubNetwork({ "GET /api/v1/openapi.json": sample });
    renderWithApp(<DevelopersPage />, { language: "ar" });

    expect(screen.getByRole("heading", { level: 1, name: "واجهة ViralScore البرمجية" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "حدود الطلبات" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Webhooks" })).toHaveTextContent("بعد هذه المدد");
    const upload = await screen.findByRole("article", { name: "POST /api/v1/analyses" });
    expect(within(upload).getByText("/api/v1/analyses")).toHaveAttribute("dir", "ltr");
    expect(within(upload).getByText("جسم الطلب")).toBeInTheDocument();
    expect(
      within(upload)
        .getByText(/^curl -X POST/)
        .closest("pre"),
    ).toHaveAttribute("dir", "ltr");
  });

  it("when the document cannot be loaded, then the guide still shows and the reference offers Try Again", async () => {
    const network = stubNetwork({ "GET /api/v1/openapi.json": reply(503, { message: "Unavailable" }) });
    const { user } = renderWithApp(<DevelopersPage />);

    expect(await screen.findByRole("alert")).toHaveTextContent("The API reference could not be loaded.");
    expect(screen.getByRole("heading", { name: "Authentication" })).toBeInTheDocument();
    network.on({ "GET /api/v1/openapi.json": sample });
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("article", { name: "POST /api/v1/analyses" })).toBeInTheDocument();
  });
});
