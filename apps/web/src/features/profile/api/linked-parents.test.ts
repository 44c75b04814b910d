import type { LinkedParent } from "@trophy/shared/schemas/student";
import { describe, expect, it } from "vitest";
import { removalEndsApproval } from "./linked-parents";

const parent = (linkId: string, approveGiftCards: boolean): LinkedParent => ({
  linkId,
  name: linkId,
  email: `${linkId}@example.com`,
  linkedAt: "2026-02-01T00:00:00.000Z",
  approveGiftCards,
});

describe("whether removing a parent/guide ends the gift-card approval", () => {
  it("does for the only one approving", () => {
    const mum = parent("mum", true);
    expect(removalEndsApproval(mum, [mum, parent("coach", false)])).toBe(true);
  });

  it("does not while another approves, nor for one who does not approve", () => {
    const mum = parent("mum", true);
    const dad = parent("dad", true);
    const coach = parent("coach", false);
    expect(removalEndsApproval(mum, [mum, dad, coach])).toBe(false);
    expect(removalEndsApproval(coach, [mum, coach])).toBe(false);
  });
});
