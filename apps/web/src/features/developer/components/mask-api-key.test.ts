import { describe, expect, it } from "vitest";
import { maskApiKey } from "./mask-api-key";

const DOTS = "•".repeat(24);

describe("maskApiKey", () => {
  it("keeps the live prefix and the last four characters", () => {
    expect(maskApiKey("trk_abcdefghijklmnopqrstuvwxyz1234")).toBe(`trk_${DOTS}1234`);
  });

  it("keeps the whole test prefix, so a masked test key reads as one", () => {
    expect(maskApiKey("trk_test_abcdefghijklmnopqrstuvwxyz9876")).toBe(`trk_test_${DOTS}9876`);
  });

  it("hides a key too short to show any of it", () => {
    expect(maskApiKey("trk_test_12345")).toBe(DOTS);
    expect(maskApiKey("abc")).toBe(DOTS);
  });

  it("masks a key without a known prefix to its last characters only", () => {
    expect(maskApiKey("0123456789abcdef")).toBe(`${DOTS}cdef`);
  });
});
