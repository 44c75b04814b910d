import { describe, expect, it } from "vitest";
import { displayName } from "./display-name";

describe("displayName", () => {
  it("uses the name when there is one", () => {
    expect(displayName({ name: "Ada Lovelace", email: "ada@example.com" })).toBe("Ada Lovelace");
  });
  it("falls back to the part of the e-mail before the @ sign", () => {
    expect(displayName({ name: null, email: "grace.hopper@example.com" })).toBe("grace.hopper");
    expect(displayName({ name: "  ", email: "x@y.z" })).toBe("x");
  });
});
