import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { loginRefusalOf } from "./login";

const refusal = (status: number, code: string, error = "any sentence") =>
  loginRefusalOf(new ApiError(status, { error, code }));

describe("sign-in refusals, by code", () => {
  it("picks the banner from the answer's code", () => {
    expect(refusal(403, "developer_pending")).toBe("pendingApproval");
    expect(refusal(403, "verify_email")).toBe("verificationRequired");
    expect(refusal(401, "invalid_credentials")).toBe("invalidCredentials");
    expect(refusal(403, "parental_consent_required")).toBe("parentalConsentRequired");
    expect(refusal(403, "parental_consent_withdrawn")).toBe("parentalConsentWithdrawn");
  });

  it("leaves other refusals to a plain Login failed toast, whatever their sentence says", () => {
    expect(refusal(403, "suspended", "Your account has been suspended")).toBeNull();
    expect(refusal(403, "developer_rejected", "pending admin approval")).toBeNull();
    expect(refusal(429, "too_many_attempts", "Invalid credentials")).toBeNull();
    expect(loginRefusalOf(new Error("offline"))).toBeNull();
  });
});
