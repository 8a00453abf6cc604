import { publicUserSchema, type PublicUser } from "@shared/schemas/user";
import { describe, expect, it } from "vitest";
import { makeUser } from "@/test-utils/fixtures";
import { parseStoredUser, STORED_USER_FIELDS } from "./stored-user";

const user: PublicUser = makeUser({
  username: "noura",
  email: "noura@example.com",
  firstName: "نورة",
  lastName: null,
  language: "ar",
  freeTrialsUsed: 1,
  createdAt: "2026-11-20T10:00:00.000Z",
});

// Every field given a value of the wrong kind, to hold the hand-written check to the schema.
const wrongValues: unknown[] = [undefined, 1, "x", true, null, {}, "monthlyish"];

describe("the stored user's check (zod-free)", () => {
  it("when the stored value is a user the API returned, then it is read back as it was", () => {
    expect(parseStoredUser(JSON.parse(JSON.stringify(user)))).toEqual(user);
  });

  it("when it has extra fields, then they are dropped, as the schema does", () => {
    expect(parseStoredUser({ ...user, passwordHash: "x" })).toEqual(
      publicUserSchema.parse({ ...user, passwordHash: "x" }),
    );
  });

  it("checks exactly the schema's fields", () => {
    expect(Object.keys(STORED_USER_FIELDS).sort()).toEqual(Object.keys(publicUserSchema.shape).sort());
  });

  it("when any field is missing or of another kind, then it agrees with publicUserSchema", () => {
    for (const field of Object.keys(publicUserSchema.shape)) {
      for (const value of wrongValues) {
        const candidate = { ...user, [field]: value };
        const bySchema = publicUserSchema.safeParse(candidate).success;
        expect({ field, value, ok: parseStoredUser(candidate) !== null }).toEqual({ field, value, ok: bySchema });
      }
    }
  });

  it("when it is not an object, then it is refused", () => {
    for (const value of [null, "user", 7, [user]]) expect(parseStoredUser(value)).toBeNull();
  });
});
