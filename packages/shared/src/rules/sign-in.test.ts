import { describe, expect, it } from "vitest";
import { loginRequestSchema } from "../schemas/auth";
import {
  normalizeEmail,
  signInEmailIssue,
  signInEmailProblem,
  signInPasswordIssue,
  signInPasswordProblem,
} from "./sign-in";

/** The first issue the schema gives a field, as a form shows it, or undefined. */
function schemaIssue(field: "email" | "password", email: string, password: string) {
  const parsed = loginRequestSchema.safeParse({ email, password });
  if (parsed.success) return undefined;
  return parsed.error.issues.find((issue) => issue.path[0] === field);
}
const schemaProblem = (field: "email" | "password", email: string, password: string) =>
  schemaIssue(field, email, password)?.message;

const EMAILS = [
  "",
  "   ",
  "kim@school.test",
  "  Kim@School.TEST ",
  "admin@localhost",
  "no-at-sign",
  "two@@signs",
  "spa ce@x.y",
  "@nolocal",
  "nodomain@",
  `${"a".repeat(250)}@b.co`,
];
const PASSWORDS = ["", " ", "x", "S3cretpass", "p".repeat(200), "p".repeat(201)];

describe("sign-in rules", () => {
  it("refuse what the login schema refuses, with the same message", () => {
    for (const email of EMAILS) {
      expect(signInEmailProblem(email), JSON.stringify(email)).toBe(
        schemaProblem("email", email, "x"),
      );
    }
    for (const password of PASSWORDS) {
      expect(signInPasswordProblem(password), `${password.length} characters`).toBe(
        schemaProblem("password", "a@b.co", password),
      );
    }
  });

  it("name each problem by the schema's issue code", () => {
    for (const email of EMAILS) {
      expect(signInEmailIssue(email), JSON.stringify(email)).toBe(
        schemaIssue("email", email, "x")?.code,
      );
    }
    for (const password of PASSWORDS) {
      expect(signInPasswordIssue(password), `${password.length} characters`).toBe(
        schemaIssue("password", "a@b.co", password)?.code,
      );
    }
  });

  it("send the e-mail as the schema would", () => {
    const parsed = loginRequestSchema.parse({ email: "  Kim@School.TEST ", password: "x" });
    expect(normalizeEmail("  Kim@School.TEST ")).toBe(parsed.email);
  });
});
