import { z } from "zod";
import { SIMULATED_ERROR_STATUSES } from "@trophy/shared/schemas/api-v1";
import type { DomainError } from "../../lib/errors";
import { Conflict, NotFound, TooManyRequests, Unprocessable } from "../../lib/errors";
import { testRateLimitedText } from "../../texts/errors";
import type { Window } from "../rate-limit/rate-limit.service";

/**
 * `X-Simulate-Error`, for breaking an integration on purpose in the sandbox: a test call answers
 * the named error exactly as a real one looks (status, `{error, code}`, RateLimit headers and, for
 * 429, Retry-After). A live key ignores the header, so one left in production code never breaks
 * real awards.
 */
export const simulateErrorHeaderSchema = z
  .enum(SIMULATED_ERROR_STATUSES, {
    error: `X-Simulate-Error must be one of ${SIMULATED_ERROR_STATUSES.join(", ")}`,
  })
  .optional()
  .describe("Test keys only: answer this error as a real call would (live keys ignore it)");
export type SimulatedStatus = (typeof SIMULATED_ERROR_STATUSES)[number];

/** The error a test call named; `limit` is the test key's hourly limit its 429 text states. */
export function simulatedError(
  status: SimulatedStatus,
  window: Window,
  limit: number,
): DomainError {
  switch (status) {
    case "404":
      return new NotFound("student_not_found");
    case "409":
      return new Conflict("reversal_exceeds_balance");
    case "422":
      return new Unprocessable("idempotency_mismatch");
    case "429":
      return new TooManyRequests("rate_limited", window.resetIn, testRateLimitedText(limit)).with({
        "ratelimit-remaining": "0",
      });
  }
}
