import { describe, expect, it } from "vitest";
import type { TestContext } from "./app";
import { type Actor, type Actors, databaseFingerprint } from "./actors";

// The bad-input harness, shared by the test files that break request bodies, queries and paths: wrong types, missing
// fields, 10,000-character strings, malformed JSON, SQL and HTML special characters, unknown fields. Each must answer a
// 4xx JSON error a person can read (never a 500) and leave the database exactly as it was.

export type Target = {
  method: "POST" | "PUT" | "PATCH" | "GET" | "DELETE";
  actor: Actor;
  path: (actors: Actors) => string;
  /** A valid body; each field is broken in turn. */
  body?: (actors: Actors) => Record<string, unknown>;
  /** Query or path variants that must be refused. */
  badPaths?: (actors: Actors) => string[];
  /** Fields whose free text may legitimately hold quotes and angle brackets (stored verbatim, not refused). */
  freeText?: string[];
  /** Fields for which null is a valid value (an optional name cleared, unlimited uses). */
  nullable?: string[];
  /** The body schema is strict: an unknown field is refused by name. */
  strict?: boolean;
  /** Values of the wrong shape, range or owner (or a near-miss type such as "1"), per field; each must be refused. */
  badValues?: (actors: Actors) => Record<string, unknown[]>;
  /** false when the valid body is itself refused in the suite's state (nothing to cancel): no control request. */
  control?: false;
  /** Whole bodies that must be refused (a state that makes the request wrong, not one bad field). */
  badBodies?: (actors: Actors) => Record<string, Record<string, unknown>>;
  /** Headers every request carries besides the actor's own (an API key for the public API). */
  headers?: () => Record<string, string>;
};

export const WRONG_TYPES: unknown[] = [12345, true, null, [], { nested: "object" }];
export const SPECIAL = [
  "' OR '1'='1'; DROP TABLE users; --",
  '<script>alert("x")</script><img src=x onerror=alert(1)>',
];

let ctx: TestContext;
let actors: Actors;
/** The test file's context and actors, set in its beforeAll. */
export function useBadInputContext(context: TestContext, current: Actors): void {
  ctx = context;
  actors = current;
}

export function send(target: Target, path: string, body?: unknown, raw?: string) {
  const request = actors.as(target.actor, target.method, path);
  for (const [name, value] of Object.entries(target.headers?.() ?? {})) request.set(name, value);
  if (raw !== undefined) return request.set("Content-Type", "application/json").send(raw);
  return body === undefined ? request : request.send(body as object);
}

export async function expectRefused(target: Target, label: string, path: string, body?: unknown, raw?: string) {
  const before = await databaseFingerprint(ctx);
  const res = await send(target, path, body, raw);
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(res.headers["content-type"], label).toMatch(/json/);
  expect(res.body.message, label).toEqual(expect.any(String));
  expect(res.body.message.length, label).toBeGreaterThan(5);
  expect(await databaseFingerprint(ctx), `${label} changed the database`).toBe(before);
  return res;
}

/** Describes the bad-input tests of every target (call at the top level of a test file). */
export function describeBadInput(targets: Record<string, Target>): void {
  for (const [name, target] of Object.entries(targets)) {
    describe(`bad input to ${name}`, () => {
      if (target.body) {
        it("when the JSON is malformed, then 400 MALFORMED_JSON", async () => {
          const res = await send(target, target.path(actors), undefined, '{"email": "a@b.c",');
          expect(res.status).toBe(400);
          expect(res.body.code).toBe("MALFORMED_JSON");
        });

        it("when the body is empty, not an object, or fields are missing, then 4xx and nothing changes", async () => {
          const path = target.path(actors);
          if (target.method !== "PUT") await expectRefused(target, "empty object", path, {});
          await expectRefused(target, "array body", path, undefined, "[1,2]");
          await expectRefused(target, "string body", path, undefined, '"text"');
          await expectRefused(target, "null body", path, undefined, "null");
        });

        it("when a field has the wrong type, then 4xx naming the problem and nothing changes", async () => {
          const valid = target.body!(actors);
          for (const [field, value] of Object.entries(valid)) {
            for (const wrong of WRONG_TYPES) {
              if (typeof wrong === typeof value && wrong !== null) continue; // same type as valid: not a wrong type
              if (wrong === null && (field === "firstName" || target.nullable?.includes(field))) continue; // null is valid
              await expectRefused(target, `${field}=${JSON.stringify(wrong)}`, target.path(actors), {
                ...valid,
                [field]: wrong,
              });
            }
          }
        });

        it("when a text field holds 10,000 characters, then 4xx and nothing changes", async () => {
          const valid = target.body!(actors);
          for (const [field, value] of Object.entries(valid)) {
            if (typeof value !== "string") continue;
            await expectRefused(target, `${field} x10000`, target.path(actors), {
              ...valid,
              [field]: "a".repeat(10_000),
            });
          }
        });

        it("when fields hold SQL or HTML special characters, then formatted fields are refused and free text is stored verbatim", async () => {
          const valid = target.body!(actors);
          for (const [field, value] of Object.entries(valid)) {
            if (typeof value !== "string") continue;
            for (const special of SPECIAL) {
              const body = { ...valid, [field]: special };
              if (target.freeText?.includes(field)) {
                const res = await send(target, target.path(actors), body);
                expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
                if (res.body.user) expect(res.body.user[field]).toBe(special.trim());
              } else if (!/password$/i.test(field)) {
                // Any password field (password, currentPassword, newPassword) takes any characters: it is hashed,
                // never shown, so quotes and brackets are not refused (the wrong-type and length tests still run).
                await expectRefused(target, `${field}=${special}`, target.path(actors), body);
              }
            }
          }
        });
      }

      if (target.strict) {
        it("when the body has a field the schema does not know, then 400 naming it and nothing changes", async () => {
          const valid = target.body!(actors);
          for (const extra of [{ isAdmin: true }, { amountCents: 0 }, { userId2: actors.userB.id }]) {
            const [field] = Object.keys(extra);
            const res = await expectRefused(target, `unknown ${field}`, target.path(actors), { ...valid, ...extra });
            expect(res.status).toBe(400);
            expect(res.body.message).toContain(field);
          }
          await expectRefused(
            target,
            "__proto__",
            target.path(actors),
            undefined,
            JSON.stringify(valid).replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
          );
        });
      }

      if (target.badValues) {
        it("when a field holds a value of the wrong shape, range or owner, then 4xx and nothing changes", async () => {
          const valid = target.body!(actors);
          for (const [field, values] of Object.entries(target.badValues!(actors))) {
            for (const value of values) {
              const label = `${field}=${JSON.stringify(value).slice(0, 60)}`;
              const res = await expectRefused(target, label, target.path(actors), { ...valid, [field]: value });
              // A schema refusal names only this field: the rest of the body is valid, so it is refused for this value.
              if (res.body.fieldErrors) {
                const keys = Object.keys(res.body.fieldErrors);
                // The field itself, or a place inside it (events.0.name).
                expect(
                  keys.filter((key) => key !== field && !key.startsWith(`${field}.`)),
                  label,
                ).toEqual([]);
              }
            }
          }
        });
      }

      if (target.badBodies) {
        it("when the request is well-formed but the state refuses it, then 4xx and nothing changes", async () => {
          for (const [label, body] of Object.entries(target.badBodies!(actors))) {
            await expectRefused(target, label, target.path(actors), body);
          }
        });
      }

      if (target.badPaths) {
        it("when the path or query is malformed, then 4xx and nothing changes", async () => {
          for (const path of target.badPaths!(actors)) {
            await expectRefused(target, path.slice(0, 80), path, target.body?.(actors));
          }
        });
      }
    });
  }
}
