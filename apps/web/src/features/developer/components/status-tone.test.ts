import { describe, expect, it } from "vitest";
import { statusTone } from "./status-tone";

describe("statusTone", () => {
  it("reads 2xx as success", () => {
    expect(statusTone(200)).toBe("success");
    expect(statusTone(204)).toBe("success");
  });

  it("reads 429 and server errors as alarming, other refusals as warnings", () => {
    expect(statusTone(429)).toBe("destructive");
    expect(statusTone(500)).toBe("destructive");
    expect(statusTone(404)).toBe("warning");
    expect(statusTone(400)).toBe("warning");
  });

  it("leaves anything else neutral", () => {
    expect(statusTone(302)).toBe("default");
  });
});
