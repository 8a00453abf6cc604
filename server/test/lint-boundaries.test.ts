import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The import boundaries of docs/style.md are ESLint's boundaries and no-cycle rules (eslint.config.js). These lint a
// few lines of code as if they were a file at the given place, so a rule that stopped matching (a moved folder, a
// plugin upgrade that reads the settings differently) fails here rather than letting the next breach through. Each
// refusal has an allowed twin, so a rule that refused everything would fail too.

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const RULE = "boundaries/dependencies";

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: rootDir, overrideConfigFile: path.join(rootDir, "eslint.config.js") });
});

/** The boundary messages ESLint gives `code` as the file `filePath` (relative to the repository). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(rootDir, filePath) });
  const messages = result?.messages ?? [];
  // A parse error or an unknown rule would hide the boundary check: fail on it rather than pass.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe("client features", () => {
  it("when a feature imports another feature through @/, then lint refuses it", async () => {
    const errors = await boundaryErrors(
      "client/src/features/landing/x.tsx",
      'import { listAnalyses } from "@/features/analyses/api/list-analyses";\nexport const x = listAnalyses;\n',
    );
    expect(errors).toEqual([expect.stringContaining("A feature does not import another feature")]);
  });

  it("when a feature imports another feature by a relative path, then lint refuses it too", async () => {
    const errors = await boundaryErrors(
      "client/src/features/landing/components/x.tsx",
      'import { listAnalyses } from "../../analyses/api/list-analyses";\nexport const x = listAnalyses;\n',
    );
    expect(errors).toEqual([expect.stringContaining("A feature does not import another feature")]);
  });

  it("when a feature imports its own files, components/ and lib/, then lint lets it", async () => {
    const errors = await boundaryErrors(
      "client/src/features/analyses/components/x.tsx",
      [
        'import { listAnalyses } from "@/features/analyses/api/list-analyses";',
        'import { useAnalyses } from "../hooks/use-analyses";',
        'import { Button } from "@/components/ui/button";',
        'import { downloadText } from "@/lib/download-text";',
        "export const x = [listAnalyses, useAnalyses, Button, downloadText];",
      ].join("\n"),
    );
    expect(errors).toEqual([]);
  });

  it("when a feature reads auth's current-user hook (the allow-list), then lint lets it, and no other auth file", async () => {
    const allowed = await boundaryErrors(
      "client/src/features/contact/components/x.tsx",
      'import { useCurrentUser } from "@/features/auth/hooks/use-current-user";\nexport const x = useCurrentUser;\n',
    );
    expect(allowed).toEqual([]);
    const refused = await boundaryErrors(
      "client/src/features/contact/components/x.tsx",
      'import { useLogout } from "@/features/auth/hooks/use-logout";\nexport const x = useLogout;\n',
    );
    expect(refused).toEqual([expect.stringContaining("A feature does not import another feature")]);
  });

  it("when components/ or lib/ import a feature, then lint refuses it; app/ may", async () => {
    const code = 'import { useLogout } from "@/features/auth/hooks/use-logout";\nexport const x = useLogout;\n';
    expect(await boundaryErrors("client/src/components/layout/x.tsx", code)).toEqual([
      expect.stringContaining("components/ and lib/ do not import features"),
    ]);
    expect(await boundaryErrors("client/src/lib/x.ts", code)).toEqual([
      expect.stringContaining("components/ and lib/ do not import features"),
    ]);
    expect(await boundaryErrors("client/src/app/layout/x.tsx", code)).toEqual([]);
  });
});

describe("server layers", () => {
  it("when http/ imports a module, then lint refuses it", async () => {
    const errors = await boundaryErrors(
      "server/src/http/x.ts",
      'import type { UsersService } from "../modules/account/users/users.service";\nexport type X = UsersService;\n',
    );
    expect(errors).toEqual([expect.stringContaining("http/ imports nothing from modules/")]);
  });

  it("when http/ imports the database schema and errors, then lint lets it", async () => {
    const errors = await boundaryErrors(
      "server/src/http/x.ts",
      'import type { users } from "../db/schema";\nimport { AppError } from "../errors";\nexport const x = [AppError as unknown as typeof users];\n',
    );
    expect(errors).toEqual([]);
  });

  it("when scoring imports the database, http/, a module or Express, then lint refuses each", async () => {
    const errors = await boundaryErrors(
      "server/src/scoring/media/x.ts",
      [
        'import type { Db } from "../../db/client";',
        'import { requireUser } from "../../http/auth";',
        'import type { AnalysesService } from "../../modules/analyses/analyses.service";',
        'import type { Request } from "express";',
        "export type X = [Db, typeof requireUser, AnalysesService, Request];",
      ].join("\n"),
    );
    expect(errors).toEqual(Array(4).fill(expect.stringContaining("Scoring never imports")));
  });

  it("when scoring imports scoring and shared code, then lint lets it", async () => {
    const errors = await boundaryErrors(
      "server/src/scoring/media/x.ts",
      'import { ENGINE_IDS } from "../engine";\nimport { MAX_UPLOAD_BYTES } from "@shared/constants";\nexport const x = [ENGINE_IDS, MAX_UPLOAD_BYTES];\n',
    );
    expect(errors).toEqual([]);
  });

  it("when a module imports another module's repository, then lint refuses it; its own, or another's service, it may", async () => {
    const refused = await boundaryErrors(
      "server/src/modules/admin/x.ts",
      'import { createUsersRepository } from "../account/users/users.repository";\nexport const x = createUsersRepository;\n',
    );
    expect(refused).toEqual([expect.stringContaining("A module uses another module through its service")]);
    const allowed = await boundaryErrors(
      "server/src/modules/admin/x.ts",
      [
        'import { createAdminUsersRepository } from "./admin-users.repository";',
        'import type { AccountUser } from "../account/users/user-accounts";',
        'import type { UsersService } from "../account/users/users.service";',
        "export const x = [createAdminUsersRepository] as unknown as [UsersService, AccountUser];",
      ].join("\n"),
    );
    expect(allowed).toEqual([]);
  });

  it("when a part of the account module imports another part's repository, then lint lets it (one module)", async () => {
    const errors = await boundaryErrors(
      "server/src/modules/account/sessions/x.ts",
      [
        'import { createSessionsRepository } from "./sessions.repository";',
        'import { createUsersRepository } from "../users/users.repository";',
        "export const x = [createSessionsRepository, createUsersRepository];",
      ].join("\n"),
    );
    expect(errors).toEqual([]);
  });

  it("when another module imports any of the account's repositories, then lint refuses each", async () => {
    const errors = await boundaryErrors(
      "server/src/modules/billing/x.ts",
      [
        'import { createSessionsRepository } from "../account/sessions/sessions.repository";',
        'import { createPasswordResetRepository } from "../account/password/password-reset.repository";',
        'import { createEmailVerificationRepository } from "../account/verification/email-verification.repository";',
        'import { createPrivacyExportRepository } from "../account/privacy/privacy-export.repository";',
        "export const x = [",
        "  createSessionsRepository,",
        "  createPasswordResetRepository,",
        "  createEmailVerificationRepository,",
        "  createPrivacyExportRepository,",
        "];",
      ].join("\n"),
    );
    expect(errors).toEqual(Array(4).fill(expect.stringContaining("A module uses another module through its service")));
  });
});

describe("import cycles", () => {
  it("when a file imports one that imports it back, then lint refuses the cycle", async () => {
    // charges.ts imports payment-outcomes.ts: this would close the loop.
    const [result] = await eslint.lintText(
      'import { createCharges } from "./charges";\nexport const x = createCharges;\n',
      { filePath: path.join(rootDir, "server/src/modules/billing/payment-outcomes.ts") },
    );
    expect(result?.messages.map((m) => m.ruleId)).toEqual(["import-x/no-cycle"]);
  });
});
