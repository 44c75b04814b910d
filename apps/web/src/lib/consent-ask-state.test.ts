import { describe, expect, it } from "vitest";
import { consentTicketOf, leavesSessionOf } from "./consent-ask-state";

describe("the consent step's router state", () => {
  it("carries the ticket", () => {
    expect(consentTicketOf({ ticket: "abc.def" })).toBe("abc.def");
  });

  it("asks to forget the session only when it says so", () => {
    expect(leavesSessionOf({ ticket: "t", leaveSession: true })).toBe(true);
    for (const state of [null, { ticket: "t" }, { leaveSession: "yes" }])
      expect(leavesSessionOf(state)).toBe(false);
  });

  it("counts anything else as no ticket", () => {
    for (const state of [null, undefined, "abc", {}, { ticket: "" }, { ticket: 12 }])
      expect(consentTicketOf(state)).toBeUndefined();
  });
});
