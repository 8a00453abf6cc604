import { analyses, payments, users } from "../src/db/schema";
import type { TestContext } from "./app";

// Rows for the admin read tests, written straight to the tables: the lists, stats and exports read what is there,
// whatever flow put it there.

let seedCounter = 0;
/** A tag no other row of this run carries, to search for exactly the rows a test made. */
export function uniqueTag(prefix: string): string {
  seedCounter += 1;
  return `${prefix}${process.pid}q${seedCounter}`;
}

export async function seedUser(ctx: TestContext, values: Partial<typeof users.$inferInsert> & { username: string }) {
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email: `${values.username.toLowerCase()}@example.com`,
      passwordHash: "not a real hash",
      ...values,
    })
    .returning();
  return row!;
}

export async function seedAnalysis(
  ctx: TestContext,
  values: Partial<typeof analyses.$inferInsert> & { userId: number },
) {
  const createdAt = values.createdAt ?? ctx.clock.now();
  const [row] = await ctx.database.db
    .insert(analyses)
    .values({
      fileName: "clip.mp4",
      fileSize: 1234,
      mediaType: "video",
      mimeType: "video/mp4",
      viralScore: 50,
      confidence: 70,
      viralPotential: "Medium",
      strengths: ["A strong hook"],
      recommendations: ["Add captions"],
      contentCompliance: { isCompliant: true, issues: [] },
      visualAnalysis: { quality: "High" },
      contentFactors: { hook: 7 },
      insights: [],
      paymentType: "free",
      signals: {},
      engineVersion: "test-1",
      uploadedAt: createdAt,
      createdAt,
      ...values,
    })
    .returning({ id: analyses.id });
  return row!;
}

export async function seedPayment(
  ctx: TestContext,
  values: Partial<typeof payments.$inferInsert> & { userId: number | null },
) {
  const [row] = await ctx.database.db
    .insert(payments)
    .values({
      provider: "test",
      amount: 100,
      type: "per_post",
      status: "succeeded",
      createdAt: ctx.clock.now(),
      ...values,
    })
    .returning();
  return row!;
}

/** One measured signal of an analysis's explanation, as the engine writes it. */
export function scoredSignal(
  key: string,
  label: string,
  subScore: number | null,
  options: { value?: string; weight?: number } = {},
) {
  return { key, label, value: options.value ?? "measured", subScore, weight: options.weight ?? 0.1, note: "" };
}

/** An analysis's four content factors. */
export const contentFactors = (
  hookStrength: number,
  emotionalImpact: number,
  shareability: number,
  algorithmOptimization: number,
) => ({ hookStrength, emotionalImpact, shareability, algorithmOptimization });
