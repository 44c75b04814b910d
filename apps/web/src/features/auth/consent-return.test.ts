import { afterEach, describe, expect, it } from "vitest";
import { forgetConsentReturn, rememberConsentReturn, takeConsentReturn } from "./consent-return";

afterEach(() => {
  sessionStorage.clear();
});

describe("the consent page to come back to", () => {
  it("is given once, after signing in", () => {
    rememberConsentReturn("/consent/tok123");
    expect(takeConsentReturn()).toBe("/consent/tok123");
    expect(takeConsentReturn()).toBeUndefined();
  });

  it("is forgotten once the request is answered", () => {
    rememberConsentReturn("/consent/tok123");
    forgetConsentReturn();
    expect(takeConsentReturn()).toBeUndefined();
  });

  it("is only ever a consent page of this site", () => {
    for (const path of ["https://elsewhere.test/consent/x", "//elsewhere.test/x", "/admin"]) {
      sessionStorage.setItem("trophy.consentReturn", path);
      expect(takeConsentReturn(), path).toBeUndefined();
    }
  });
});
