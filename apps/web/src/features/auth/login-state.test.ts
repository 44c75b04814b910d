import { describe, expect, it } from "vitest";
import { loginStateOf } from "./login-state";

describe("the login page's router state", () => {
  it("keeps what a sending page said", () => {
    expect(
      loginStateOf({ email: "kim@school.test", awaitingVerification: "student", extra: 1 }),
    ).toEqual({ email: "kim@school.test", awaitingVerification: "student" });
    expect(loginStateOf({ passwordReset: true })).toEqual({ passwordReset: true });
    expect(loginStateOf({ email: "kim@school.test", parentEmail: "pat@home.test" })).toEqual({
      email: "kim@school.test",
      parentEmail: "pat@home.test",
    });
  });

  it("counts anything malformed as no state", () => {
    for (const state of [null, undefined, "x", { email: 3 }, { awaitingVerification: "admin" }])
      expect(loginStateOf(state)).toEqual({});
    expect(loginStateOf({ email: "a@b.co", passwordReset: "yes" })).toEqual({});
    expect(loginStateOf({ email: "a@b.co", parentEmail: ["x"] })).toEqual({});
  });
});
