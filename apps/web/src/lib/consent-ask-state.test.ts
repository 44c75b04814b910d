import { describe, expect, it } from "vitest";
import { consentTicketOf } from "./consent-ask-state";

describe("the consent step's router state", () => {
  it("carries the ticket", () => {
    expect(consentTicketOf({ ticket: "abc.def" })).toBe("abc.def");
  });

  it("counts anything else as no ticket", () => {
    for (const state of [null, undefined, "abc", {}, { ticket: "" }, { ticket: 12 }])
      expect(consentTicketOf(state)).toBeUndefined();
  });
});
