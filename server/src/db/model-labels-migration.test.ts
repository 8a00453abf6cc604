import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAnalysis, seedUser, uniqueTag } from "../../test/admin-seed";
import { createTestContext, type TestContext } from "../../test/app";
import { analyses } from "./schema";

// Migration 0019 rewrites analyses stored before the explicit-content model's class names and probabilities were
// kept out of results. Its statements are run again here on a row written the old way (they are idempotent:
// the migrated database has already run them once, on no rows).

const MIGRATION = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  "../../../migrations/0019_no_model_labels.sql",
);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ models: false });
});
afterAll(async () => {
  await ctx?.close();
});

async function runMigration() {
  for (const statement of fs.readFileSync(MIGRATION, "utf8").split("--> statement-breakpoint")) {
    await ctx.database.db.execute(sql.raw(statement));
  }
}

describe("migration 0019: no model labels in stored analyses", () => {
  it("when an analysis was stored with the model's labels and an expression's probability, then they are rewritten and nothing else changes", async () => {
    const user = await seedUser(ctx, { username: uniqueTag("labels") });
    const old = await seedAnalysis(ctx, {
      userId: user.id,
      viralScore: 88,
      strengths: ["An expressive face (smiling) draws viewers in (measured: smiling (87%) at 0.5 s)"],
      recommendations: ["The face looks sad; an open expression helps (measured: sad (61%))"],
      contentCompliance: {
        isCompliant: false,
        status: "needs_review",
        complianceScore: 75,
        violationReasons: [
          "the picture may show nudity or sexual content (NSFW model: porn 96%, sexy 12%, hentai 1%); a person should check it",
        ],
      },
      explanation: [
        { key: "hook", label: "Hook", value: "cut at 0.4 s", subScore: 90, weight: 0.1 },
        {
          key: "visualPolicy",
          label: "Visual policy check",
          value: "nothing explicit found (highest: porn 81%, sexy 86%)",
          subScore: null,
          weight: 0,
        },
        { key: "expression", label: "Facial expression", value: "smiling (87%) at 0.5 s", subScore: 100, weight: 0.03 },
      ],
      signals: { visualPolicy: { measured: true, porn: 0.81, sexy: 0.86, hentai: 0.01, needsReview: false }, x: 1 },
    });

    await runMigration();

    const [row] = await ctx.database.db.select().from(analyses).where(eq(analyses.id, old.id));
    expect(row!.explanation).toEqual([
      { key: "hook", label: "Hook", value: "cut at 0.4 s", subScore: 90, weight: 0.1 },
      {
        key: "visualPolicy",
        label: "Visual policy check",
        value: "nothing that needs review",
        subScore: null,
        weight: 0,
      },
      { key: "expression", label: "Facial expression", value: "smiling at 0.5 s", subScore: 100, weight: 0.03 },
    ]);
    expect(row!.signals).toEqual({ visualPolicy: { measured: true, needsReview: false }, x: 1 });
    expect(row!.contentCompliance.violationReasons).toEqual([
      "the picture may show nudity or sexual content; a person should check it",
    ]);
    expect(row!.strengths).toEqual(["An expressive face (smiling) draws viewers in (measured: smiling at 0.5 s)"]);
    expect(row!.recommendations).toEqual(["The face looks sad; an open expression helps (measured: sad)"]);
    expect(row!.viralScore).toBe(88);
    expect(JSON.stringify(row)).not.toMatch(/porn|sexy|hentai|NSFW/);
  });
});
