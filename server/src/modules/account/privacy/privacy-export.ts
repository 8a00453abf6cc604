import { Readable, type Writable } from "node:stream";
import { ACCOUNT_EXPORT_SECTIONS } from "@shared/schemas/account";
import type { Db } from "../../../db/client";
import { BEFORE_EVERY_UUID, keysetBatches, type KeysetRead, pipeToClient } from "../../../db/keyset-stream";
import { AppError } from "../../../errors";
import type { Clock } from "../../../lib/clock";
import { createPrivacyExportRepository } from "./privacy-export.repository";

// GET /api/account/export, "Download my data", one of the privacy rights /privacy lists: one JSON document of
// everything held about the user, its top-level keys in ACCOUNT_EXPORT_SECTIONS order. It is written to the response as
// it is read: the long lists come from the database in keyset batches and each batch is one write, and the pipeline
// waits for the socket to drain (backpressure), so memory stays flat for a user with thousands of analyses. A client
// that goes away stops the reading.

/** Rows per query for the small rows (payments, redemptions, messages). */
export const PRIVACY_EXPORT_BATCH_SIZE = 200;
/**
 * Rows per query for analyses, the big rows: scores, signals and texts of a few KB, plus the preview still of
 * the last 24 hours as base64 (tens of KB each), so a batch stays within a megabyte or two.
 */
export const PRIVACY_EXPORT_ANALYSES_BATCH_SIZE = 25;

export type PrivacyExportBatchSizes = { rows: number; analyses: number };

type Section = (typeof ACCOUNT_EXPORT_SECTIONS)[number];
/** A section is either one JSON value or a list read in batches. */
type Producer = { value: () => Promise<unknown> } | { batches: () => AsyncGenerator<unknown[]> };

export type PrivacyExportResult = { analyses: number; batches: number; aborted: boolean };

/** "viralscore-data-<username>-<yyyy-mm-dd>.json"; a username with no ASCII letters falls back to the id. */
export function exportFileName(user: { id: number; username: string }, now: Date): { ascii: string; utf8: string } {
  const date = now.toISOString().slice(0, 10);
  const ascii = user.username.replace(/[^A-Za-z0-9_.-]/g, "") || `user${user.id}`;
  return { ascii: `viralscore-data-${ascii}-${date}.json`, utf8: `viralscore-data-${user.username}-${date}.json` };
}

/**
 * What the user agreed to and when. Stored: the account's creation, which is when the terms and the privacy
 * policy were accepted (signing up is that acceptance; there is no separate checkbox or versioned record),
 * and when the e-mail address was verified. Not stored, because never asked for: marketing consent (no
 * marketing mail is sent), analytics consent (events carry no personal data and no user id), cookie consent
 * (only the session cookie needed to stay signed in is set).
 */
function consents(user: { createdAt: Date; emailVerifiedAt: Date | null; autoChargeEnabled: boolean }) {
  return {
    termsAndPrivacyPolicy: { acceptedAt: user.createdAt, how: "By creating the account (signing up)." },
    emailVerification: { verifiedAt: user.emailVerifiedAt },
    autoCharge: {
      enabled: user.autoChargeEnabled,
      note: "Charging a saved card automatically when an analysis needs payment. When it was switched on is not stored.",
    },
    notStored: [
      "Marketing consent: none is asked for and no marketing e-mail is sent.",
      "Analytics consent: product analytics events carry no personal data and are not linked to your account.",
      "Cookie consent: only the session cookie that keeps you signed in is used.",
    ],
  };
}

export function createPrivacyExportService(deps: {
  db: Db;
  clock: Clock;
  batchSizes?: Partial<PrivacyExportBatchSizes>;
}) {
  const repo = createPrivacyExportRepository(deps.db);
  const batchSize = deps.batchSizes?.rows ?? PRIVACY_EXPORT_BATCH_SIZE;
  const analysesBatchSize = deps.batchSizes?.analyses ?? PRIVACY_EXPORT_ANALYSES_BATCH_SIZE;

  function producers(user: NonNullable<Awaited<ReturnType<typeof repo.findUser>>>, now: Date, stopped: () => boolean) {
    const { id } = user;
    const keyset = <T extends { id: number }>(read: KeysetRead<T>, size = batchSize) =>
      keysetBatches(read, { size, stopped });
    const uuidKeyset = <T extends { id: string }>(read: KeysetRead<T, string>) =>
      keysetBatches(read, { size: batchSize, stopped, startAfter: BEFORE_EVERY_UUID });
    const sections: Record<Section, Producer> = {
      exportedAt: { value: async () => now },
      user: { value: async () => user },
      settings: {
        value: async () => ({
          language: user.language,
          autoChargeEnabled: user.autoChargeEnabled,
          savedCards: await repo.listCards(id),
        }),
      },
      consents: { value: async () => consents(user) },
      sessions: { value: () => repo.listSessions(id) },
      analyses: {
        batches: async function* () {
          const batches = keyset((after, size) => repo.analysesAfter(id, after, size), analysesBatchSize);
          for await (const rows of batches) {
            // The kept still of the analysed frame (24 hours) is data about the user too.
            yield rows.map(({ previewJpeg, ...row }) => ({
              ...row,
              previewJpeg: previewJpeg ? `data:image/jpeg;base64,${previewJpeg.toString("base64")}` : null,
            }));
          }
        },
      },
      comparisons: { batches: () => keyset((after, size) => repo.comparisonsAfter(id, after, size)) },
      postOutcomes: { batches: () => keyset((after, size) => repo.postOutcomesAfter(id, after, size)) },
      payments: { batches: () => keyset((after, size) => repo.paymentsAfter(id, after, size)) },
      promoCodeRedemptions: { batches: () => keyset((after, size) => repo.promoRedemptionsAfter(id, after, size)) },
      contactMessages: { batches: () => keyset((after, size) => repo.contactMessagesAfter(user, after, size)) },
      plannedPosts: { batches: () => keyset((after, size) => repo.plannedPostsAfter(id, after, size)) },
      apiKeys: { value: () => repo.listApiKeys(id) },
      apiJobs: { batches: () => uuidKeyset((after, size) => repo.apiJobsAfter(id, after, size)) },
      webhookDeliveries: { batches: () => uuidKeyset((after, size) => repo.webhookDeliveriesAfter(id, after, size)) },
    };
    return sections;
  }

  return {
    fileName: (user: { id: number; username: string }) => exportFileName(user, deps.clock.now()),

    /**
     * Writes the document to `destination` and resolves when it is all written, or when the destination
     * closed early (the person cancelled the download): that stops the reading and is `aborted`, not an
     * error. `beforeFirstWrite` runs once the user is read and before anything is written, so a failure
     * before that is still an ordinary JSON error response.
     */
    async writeJson(userId: number, destination: Writable, beforeFirstWrite: () => void = () => {}) {
      const user = await repo.findUser(userId);
      if (!user) throw new AppError("NOT_FOUND", "This account no longer exists.");
      const sections = producers(user, deps.clock.now(), () => destination.destroyed);
      const result: PrivacyExportResult = { analyses: 0, batches: 0, aborted: false };
      let readFailed = false;
      async function* document(): AsyncGenerator<string> {
        beforeFirstWrite();
        for (const [index, name] of ACCOUNT_EXPORT_SECTIONS.entries()) {
          const head = `${index === 0 ? "{" : ","}${JSON.stringify(name)}:`;
          const producer = sections[name];
          if ("value" in producer) {
            yield head + JSON.stringify(await producer.value());
            continue;
          }
          let first = true;
          for await (const rows of producer.batches()) {
            if (rows.length === 0) continue; // the query that found the end: no batch to write
            result.batches += 1;
            if (name === "analyses") result.analyses += rows.length;
            yield `${first ? `${head}[` : ","}${rows.map((row) => JSON.stringify(row)).join(",")}`;
            first = false;
          }
          // The batches stop early once the client has left: then so does the document.
          if (destination.destroyed) return;
          yield first ? `${head}[]` : "]";
        }
        yield "}\n";
      }
      async function* chunks(): AsyncGenerator<string> {
        try {
          yield* document();
        } catch (error) {
          readFailed = true;
          throw error;
        }
      }
      // One batch buffered ahead at most (Readable.from holds 16 by default): memory stays a batch or two.
      const source = Readable.from(chunks(), { highWaterMark: 1 });
      result.aborted = await pipeToClient({ source, destination }, () => readFailed);
      if (destination.destroyed && !destination.writableFinished) result.aborted = true;
      return result;
    },
  };
}
export type PrivacyExportService = ReturnType<typeof createPrivacyExportService>;
