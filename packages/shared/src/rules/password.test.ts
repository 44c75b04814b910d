import { describe, expect, it } from "vitest";
import { SHARED_TEXTS } from "../shared-texts";
import { PASSWORD_CHECKS, isStrongPassword, passwordSchema } from "./password";

describe("password rule", () => {
  it.each([
    ["S3cretpass", true],
    ["Abcdefg1", true],
    ["Abcdef1", false],
    ["abcdefg1", false],
    ["ABCDEFG1", false],
    ["Abcdefgh", false],
    ["", false],
  ])("%j strong: %s", (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });

  it("reports each checklist item separately", () => {
    const passed = PASSWORD_CHECKS.filter((c) => c.test("abc1")).map((c) => c.id);
    expect(passed).toEqual(["lowercase", "number"]);
  });

  it("fails the schema with the product's message", () => {
    const result = passwordSchema.safeParse("weak");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SHARED_TEXTS.invalidPassword);
  });
});
