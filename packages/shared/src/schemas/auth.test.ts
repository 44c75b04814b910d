import { describe, expect, it } from "vitest";
import { registerRequestSchema } from "./auth";

describe("registration schema", () => {
  it("normalises the e-mail and drops empty optional fields", () => {
    const parsed = registerRequestSchema.parse({
      userType: "developer",
      email: "  Dev@Example.COM ",
      password: "S3cretpass",
      companyName: "",
    });
    expect(parsed).toEqual({
      userType: "developer",
      email: "dev@example.com",
      password: "S3cretpass",
    });
  });

  it("requires a name for students and parents but not developers", () => {
    expect(registerRequestSchema.safeParse({ userType: "student", email: "a@b.co" }).success).toBe(
      false,
    );
    expect(
      registerRequestSchema.safeParse({
        userType: "parent_guide",
        email: "a@b.co",
        password: "S3cretpass",
      }).success,
    ).toBe(false);
    expect(
      registerRequestSchema.safeParse({ userType: "student", email: "a@b.co", name: "Al" }).success,
    ).toBe(true);
  });

  it("rejects an unknown account type and a malformed e-mail", () => {
    expect(
      registerRequestSchema.safeParse({ userType: "root", email: "a@b.co", name: "x" }).success,
    ).toBe(false);
    expect(
      registerRequestSchema.safeParse({ userType: "student", email: "nope", name: "x" }).success,
    ).toBe(false);
  });
});
