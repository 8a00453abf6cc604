import bcrypt from "bcrypt";
import { and, eq, ne } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessions, adminUsers } from "../../db/schema";
import { createAdminAccountsService } from "./admin-accounts.service";
import { createAdminAuthRepository } from "./admin-auth.repository";
import { createTestContext, type TestContext } from "../../../test/app";
import { type Actors, createActors } from "../../../test/actors";
import { adminLogin, asAdmin, auditCount, auditEntries, createSignedInAdmin } from "../../../test/admin-writes";

// Admin accounts from the Admin Users tab: create with createdBy from the token, change a password (which ends that
// admin's other sessions), delete with the username typed again, never oneself or the last.

let ctx: TestContext;
let actors: Actors;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
});

afterAll(async () => {
  await ctx?.close();
});

const admin = (method: "post" | "put" | "delete", path: string, token = actors.adminToken) =>
  asAdmin(ctx, token, method, path);
const me = (token: string) => supertest(ctx.app).get("/api/admin/me").set("Authorization", `Bearer ${token}`);

async function adminRow(id: number) {
  const [row] = await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.id, id));
  return row ?? null;
}

let counter = 0;
const newName = () => `staff${process.pid}x${++counter}`;
const PASSWORD = "a long admin password";

describe("POST /api/admin/admin-users", () => {
  it("when the body is valid, then the admin is created by the admin of the token (a createdBy in the body is ignored), can log in, and the audit has it", async () => {
    const username = newName();
    const res = await admin("post", "/api/admin/admin-users")
      .send({ username, password: PASSWORD, createdBy: 999 })
      .expect(201);
    expect(res.body.admin).toMatchObject({
      username,
      createdBy: { id: actors.admin.id, username: actors.admin.username },
      lastLogin: null,
      isSelf: false,
    });
    const row = await adminRow(res.body.admin.id);
    expect(row!.createdBy).toBe(actors.admin.id);
    expect(await bcrypt.compare(PASSWORD, row!.passwordHash)).toBe(true);
    await adminLogin(ctx, username, PASSWORD);
    const [entry] = await auditEntries(ctx, "admin.create", row!.id);
    expect(entry).toMatchObject({ adminUserId: actors.admin.id, targetType: "admin", after: { username } });
    expect(JSON.stringify(entry)).not.toContain(PASSWORD);
  });

  it.each([
    [{ username: undefined }, "username", "Username is required"],
    [{ username: "ab" }, "username", "Username must be at least 3 characters"],
    [{ username: "no spaces" }, "username", "Username may contain letters, digits, dots, dashes and underscores"],
    [{ password: undefined }, "password", "Password is required"],
    [{ password: "too short" }, "password", "Password must be at least 10 characters"],
  ])("when the body has %o, then 400 with the message on %s and no admin is made", async (patch, field, message) => {
    const audits = await auditCount(ctx);
    const res = await admin("post", "/api/admin/admin-users")
      .send({ username: newName(), password: PASSWORD, ...patch })
      .expect(400);
    expect(res.body.fieldErrors[field]).toContain(message);
    expect(await auditCount(ctx)).toBe(audits);
  });

  it("when the username is taken, then 409 on the username and nothing is written", async () => {
    const audits = await auditCount(ctx);
    const res = await admin("post", "/api/admin/admin-users")
      .send({ username: actors.admin.username, password: PASSWORD })
      .expect(409);
    expect(res.body).toMatchObject({
      code: "CONFLICT",
      fieldErrors: { username: ["An admin with this username already exists"] },
    });
    expect(await auditCount(ctx)).toBe(audits);
  });
});

describe("PUT /api/admin/admin-users/:id/password", () => {
  it("when another admin's password is changed, then every token of theirs ends, the new password works and the old does not", async () => {
    const other = await createSignedInAdmin(ctx);
    const secondToken = await adminLogin(ctx, other.username, other.password);
    const res = await admin("put", `/api/admin/admin-users/${other.id}/password`)
      .send({ newPassword: "brand new password", confirmPassword: "brand new password" })
      .expect(200);
    expect(res.body.message).toMatch(/Password updated/);
    await me(other.token).expect(401);
    await me(secondToken).expect(401);
    await me(actors.adminToken).expect(200);
    const rows = await ctx.database.db.select().from(adminSessions).where(eq(adminSessions.adminUserId, other.id));
    expect(rows).toHaveLength(0);
    await supertest(ctx.app)
      .post("/api/admin/login")
      .send({ username: other.username, password: other.password })
      .expect(401);
    await adminLogin(ctx, other.username, "brand new password");
    const [entry] = await auditEntries(ctx, "admin.password", other.id);
    expect(entry).toMatchObject({
      adminUserId: actors.admin.id,
      after: { username: other.username, sessionsEnded: 2 },
    });
    expect(JSON.stringify(entry)).not.toContain("brand new password");
    expect(JSON.stringify(entry)).not.toContain((await adminRow(other.id))!.passwordHash);
  });

  it("when admins change their own password, then the token in use keeps working and their other tokens end", async () => {
    const self = await createSignedInAdmin(ctx);
    const elsewhere = await adminLogin(ctx, self.username, self.password);
    await admin("put", `/api/admin/admin-users/${self.id}/password`, self.token)
      .send({ newPassword: "my own new password", confirmPassword: "my own new password" })
      .expect(200);
    await me(self.token).expect(200);
    await me(elsewhere).expect(401);
    await adminLogin(ctx, self.username, "my own new password");
  });

  it.each([
    [{ confirmPassword: "something else" }, "confirmPassword", "Passwords do not match"],
    [{ newPassword: undefined }, "newPassword", "Password is required"],
    [{ newPassword: "short", confirmPassword: "short" }, "newPassword", "Password must be at least 10 characters"],
    [{ confirmPassword: undefined }, "confirmPassword", "Please confirm the password"],
  ])(
    "when the body has %o, then 400 with the message on %s and the password is unchanged",
    async (patch, field, message) => {
      const other = await createSignedInAdmin(ctx);
      const hash = (await adminRow(other.id))!.passwordHash;
      const res = await admin("put", `/api/admin/admin-users/${other.id}/password`)
        .send({ newPassword: "brand new password", confirmPassword: "brand new password", ...patch })
        .expect(400);
      expect(res.body.fieldErrors[field]).toContain(message);
      expect((await adminRow(other.id))!.passwordHash).toBe(hash);
      await me(other.token).expect(200);
    },
  );

  it("when the admin does not exist, then 404 and no audit entry", async () => {
    const audits = await auditCount(ctx);
    const res = await admin("put", "/api/admin/admin-users/999999/password")
      .send({ newPassword: "brand new password", confirmPassword: "brand new password" })
      .expect(404);
    expect(res.body.code).toBe("NOT_FOUND");
    expect(await auditCount(ctx)).toBe(audits);
  });
});

describe("DELETE /api/admin/admin-users/:id", () => {
  it("when the username is typed again, then the admin and their sessions go, and the audit keeps who it was", async () => {
    const other = await createSignedInAdmin(ctx);
    const res = await admin("delete", `/api/admin/admin-users/${other.id}`)
      .send({ confirmUsername: other.username })
      .expect(200);
    expect(res.body.message).toContain(other.username);
    expect(await adminRow(other.id)).toBeNull();
    await me(other.token).expect(401);
    const [entry] = await auditEntries(ctx, "admin.delete", other.id);
    expect(entry).toMatchObject({ adminUserId: actors.admin.id, before: { username: other.username } });
  });

  it("when the typed username differs, then 400 asking for it and nothing is deleted", async () => {
    const other = await createSignedInAdmin(ctx);
    const res = await admin("delete", `/api/admin/admin-users/${other.id}`)
      .send({ confirmUsername: `${other.username}x` })
      .expect(400);
    expect(res.body).toMatchObject({
      code: "VALIDATION_FAILED",
      message: `Type the username "${other.username}" to confirm.`,
      fieldErrors: { confirmUsername: [`Type the username "${other.username}" to confirm`] },
    });
    expect(await adminRow(other.id)).not.toBeNull();
  });

  it("when no username is typed, then 400 and nothing is deleted", async () => {
    const other = await createSignedInAdmin(ctx);
    const res = await admin("delete", `/api/admin/admin-users/${other.id}`).send({}).expect(400);
    expect(res.body.fieldErrors.confirmUsername).toContain("Type the admin's username to confirm");
    expect(await adminRow(other.id)).not.toBeNull();
  });

  it("when admins try to delete themselves, then 409 You cannot delete your own account", async () => {
    const audits = await auditCount(ctx);
    const res = await admin("delete", `/api/admin/admin-users/${actors.admin.id}`)
      .send({ confirmUsername: actors.admin.username })
      .expect(409);
    expect(res.body).toMatchObject({ code: "CONFLICT", message: "You cannot delete your own account." });
    expect(await adminRow(actors.admin.id)).not.toBeNull();
    expect(await auditCount(ctx)).toBe(audits);
  });

  it("when the admin does not exist, then 404", async () => {
    const res = await admin("delete", "/api/admin/admin-users/999999").send({ confirmUsername: "nobody" }).expect(404);
    expect(res.body.code).toBe("NOT_FOUND");
  });
});

describe("the last admin", () => {
  async function onlyTheseTwo() {
    const a = await createSignedInAdmin(ctx, "last");
    const b = await createSignedInAdmin(ctx, "last");
    await ctx.database.db.delete(adminUsers).where(and(ne(adminUsers.id, a.id), ne(adminUsers.id, b.id)));
    expect(await ctx.database.db.$count(adminUsers)).toBe(2);
    return { a, b };
  }

  it("when the last two admins, both already past the token check, delete each other at once, then one wins and the other hears it is the last admin", async () => {
    // The service directly: over HTTP the loser is often refused at the token check instead (its account is
    // gone), which would hide whether the deletes themselves are serialised.
    const { a, b } = await onlyTheseTwo();
    const accounts = createAdminAccountsService({
      db: ctx.database.db,
      repo: createAdminAuthRepository(ctx.database.db),
      clock: ctx.clock,
      bcryptCost: 4,
    });
    const results = await Promise.allSettled([
      accounts.remove({ id: a.id, username: a.username, ip: null }, b.id, { confirmUsername: b.username }),
      accounts.remove({ id: b.id, username: b.username, ip: null }, a.id, { confirmUsername: a.username }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [refused] = results.filter((r) => r.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toMatchObject({
      code: "CONFLICT",
      message: "You cannot delete the last admin account.",
    });
    expect(await ctx.database.db.$count(adminUsers)).toBe(1);
  });

  it("when the last two admins delete each other at the same moment, then exactly one delete wins and one admin is left", async () => {
    const { a, b } = await onlyTheseTwo();

    const [first, second] = await Promise.all([
      admin("delete", `/api/admin/admin-users/${b.id}`, a.token).send({ confirmUsername: b.username }),
      admin("delete", `/api/admin/admin-users/${a.id}`, b.token).send({ confirmUsername: a.username }),
    ]);
    const statuses = [first!.status, second!.status].sort();
    expect(statuses[0]).toBe(200);
    // The loser is refused as the last admin, or (if the winner committed before its token was checked) no
    // longer signed in at all.
    expect([401, 409]).toContain(statuses[1]);
    const loser = first!.status === 200 ? second! : first!;
    if (loser.status === 409) expect(loser.body.message).toBe("You cannot delete the last admin account.");
    expect(await ctx.database.db.$count(adminUsers)).toBe(1);
  });
});
