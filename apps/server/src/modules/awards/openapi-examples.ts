import {
  API_TEST_RATE_LIMIT_PER_HOUR,
  APP_REVERSAL_WINDOW_DAYS,
  AWARD_BATCH_MAX,
  AWARD_MAX,
  AWARD_MIN,
  LINK_CODE_FAILURE_WINDOW_MINUTES,
  LINK_CODE_FAILURES_MAX,
  LINK_CODE_LENGTH,
  LINK_CODE_TTL_MINUTES,
} from "@trophy/shared/constants";
import type { ErrorCode } from "@trophy/shared/error-codes";
import type { ApiAward } from "@trophy/shared/schemas/api-v1";
import { ERROR_TEXTS, testRateLimitedText, VALIDATION_TEXTS } from "../../texts/errors";

/**
 * The examples of the award API's OpenAPI document: a request and an answer of each operation, and
 * each error it may answer, with the server's own error texts. Redocly's lint checks every example
 * against its schema (`npm run lint:openapi`), so they cannot drift from the shapes.
 */

export interface Example {
  summary: string;
  value: unknown;
}

export interface OperationExamples {
  /** What a 200 answer means, shown as the response's description. */
  success: string;
  request?: Record<string, Example>;
  response: Record<string, Example>;
  /** Error examples by status; statuses left out get the defaults below. */
  errors?: Partial<Record<number, Record<string, Example>>>;
  /** What an error status means for this operation, where the route does not say. */
  descriptions?: Partial<Record<number, string>>;
}

const STUDENT_EMAIL = "maya.lopez@example.com";
const AWARD_ID = "0b7d4c1e-5f8a-4a3b-9c2d-6e1f0a9b8c7d";
/** A student's pseudonym for the app: what answers call studentId and a later award may send. */
const STUDENT_ID = "stu_5a6b7c8d9e0f4a1b8c2d3e4f5a6b7c8d";
export const EXAMPLE_STUDENT_REF = STUDENT_ID;
const CREATED_AT = "2026-03-02T10:30:00.000Z";
const REVERSED_AT = "2026-03-02T11:05:00.000Z";

export const EXAMPLE_AWARD: ApiAward = {
  id: AWARD_ID,
  studentId: STUDENT_ID,
  amount: 50,
  details: "Completed the fractions quiz",
  createdAt: CREATED_AT,
  reversedAt: null,
};

const transaction = { id: AWARD_ID, studentId: STUDENT_ID, amount: 50, createdAt: CREATED_AT };

function error(code: ErrorCode, summary: string, text: string = ERROR_TEXTS[code]): Example {
  return { summary, value: { error: text, code } };
}

/** What `X-Simulate-Error` answers with a test key (simulated-error.ts), on every operation. */
const SIMULATED: Record<number, Record<string, Example>> = {
  404: {
    simulated: error("student_not_found", "X-Simulate-Error: 404 (test key)"),
  },
  409: {
    simulated: error("reversal_exceeds_balance", "X-Simulate-Error: 409 (test key)"),
  },
  422: {
    simulated: error("idempotency_mismatch", "X-Simulate-Error: 422 (test key)"),
  },
};

const invalidJson = error("invalid_json", "The body is not JSON");
const invalidAwardId = error(
  "validation_failed",
  "Not an award id",
  VALIDATION_TEXTS.invalidAwardId,
);
const awardNotFound = error("award_not_found", "No award of yours with that id");
const idempotencyMismatch = error(
  "idempotency_mismatch",
  "Idempotency-Key reused with another body",
);
const spent = error("reversal_exceeds_balance", "The student has already spent the trophies");

/** The errors every operation may answer, by status, unless it names its own. */
export const DEFAULT_ERRORS: Record<number, Record<string, Example>> = {
  400: { validation_failed: error("validation_failed", "A field breaks its rule") },
  401: {
    api_key_missing: error("api_key_missing", "No X-API-Key header"),
    api_key_invalid: error("api_key_invalid", "Unknown or revoked key"),
  },
  403: {
    developer_not_validated: error(
      "developer_not_validated",
      "Account not (or no longer) approved",
    ),
    suspended: error("suspended", "Account suspended"),
  },
  ...SIMULATED,
  413: { payload_too_large: error("payload_too_large", "Body over 1 MB") },
  415: {
    unsupported_media_type: error("unsupported_media_type", "Body not sent as application/json"),
  },
  429: {
    rate_limited: error("rate_limited", "Hourly limit of live calls reached"),
    rate_limited_test: error(
      "rate_limited",
      "Hourly limit of test calls reached",
      testRateLimitedText(API_TEST_RATE_LIMIT_PER_HOUR),
    ),
    daily_budget_exceeded: error("daily_budget_exceeded", "Today's trophy budget is spent"),
    too_many_invalid_keys: error(
      "too_many_invalid_keys",
      "Too many unknown keys from your address this minute",
    ),
  },
  500: { internal_error: error("internal_error", "Unexpected failure (logged with its id)") },
};

/** What a status means for the operations where it is only simulated. */
const SIMULATED_ONLY = "Only with a test key and X-Simulate-Error";

const amountRule = `amount must be a whole number from ${AWARD_MIN} to ${AWARD_MAX}`;

/** By `METHOD /path` as the document names the operation. */
export const OPERATION_EXAMPLES: Record<string, OperationExamples> = {
  "POST /api/v1/award-trophies": {
    success: "The award is recorded (live key) or made in your sandbox (test key)",
    request: {
      award: {
        summary: "Award 50 trophies",
        value: { email: STUDENT_EMAIL, amount: 50, details: "Completed the fractions quiz" },
      },
      byRef: {
        summary: "Award by the student's pseudonym, without an e-mail",
        value: { studentRef: STUDENT_ID, amount: 10, details: "Daily streak" },
      },
    },
    response: {
      live: { summary: "Live key", value: { success: true, livemode: true, transaction } },
      test: { summary: "Test key", value: { success: true, livemode: false, transaction } },
    },
    errors: {
      400: {
        validation_failed: error("validation_failed", "Amount out of range", amountRule),
        invalid_json: invalidJson,
      },
      404: {
        student_not_found: error("student_not_found", "No student with that e-mail (live key)"),
        ...SIMULATED[404],
      },
      422: { idempotency_mismatch: idempotencyMismatch, ...SIMULATED[422] },
    },
    descriptions: {
      404: "No student account with that e-mail or pseudonym, or one that stopped your app, or (where the installation requires connections) one not connected to your app or named by e-mail: all answered alike (live keys; a test key creates sandbox students by e-mail)",
      409: SIMULATED_ONLY,
      422: "Idempotency-Key reused with another body",
    },
  },
  "POST /api/v1/award-trophies/batch": {
    success: "Each item's outcome, in order; a failed item changed nothing",
    request: {
      batch: {
        summary: "Two awards, each with its own idempotency key",
        value: {
          awards: [
            {
              email: STUDENT_EMAIL,
              amount: 50,
              details: "Completed the fractions quiz",
              idempotencyKey: "quiz-17-maya",
            },
            { email: "sam.okafor@example.com", amount: 20, idempotencyKey: "quiz-17-sam" },
          ],
        },
      },
    },
    response: {
      mixed: {
        summary: "One award made, one student unknown",
        value: {
          livemode: true,
          results: [
            { index: 0, success: true, transaction },
            {
              index: 1,
              success: false,
              error: ERROR_TEXTS.student_not_found,
              code: "student_not_found",
            },
          ],
        },
      },
    },
    errors: {
      400: {
        validation_failed: error(
          "validation_failed",
          "Empty or too long a batch",
          `awards must hold 1 to ${AWARD_BATCH_MAX} items`,
        ),
        invalid_json: invalidJson,
      },
    },
    descriptions: {
      400: `Invalid body: not 1 to ${AWARD_BATCH_MAX} items, or an item breaks a rule (nothing is awarded)`,
      404: SIMULATED_ONLY,
      409: SIMULATED_ONLY,
      422: SIMULATED_ONLY,
    },
  },
  "GET /api/v1/awards/{id}": {
    success: "The award, with reversedAt once it is reversed",
    response: {
      award: { summary: "An award", value: { livemode: true, award: EXAMPLE_AWARD } },
      reversed: {
        summary: "A reversed award",
        value: { livemode: true, award: { ...EXAMPLE_AWARD, reversedAt: REVERSED_AT } },
      },
    },
    errors: {
      400: { validation_failed: invalidAwardId },
      404: { award_not_found: awardNotFound, ...SIMULATED[404] },
    },
    descriptions: {
      400: "The id is not an award id",
      404: "No award of your app with that id (another developer's awards are unknown too, and so are your awards to a student who stopped your app)",
      409: SIMULATED_ONLY,
      422: SIMULATED_ONLY,
    },
  },
  "POST /api/v1/awards/{id}/reverse": {
    success: "The reversal (the same one again when the award was already reversed)",
    request: {
      reason: { summary: "With a reason", value: { reason: "Awarded twice by mistake" } },
    },
    response: {
      reversed: {
        summary: "Reversed",
        value: {
          success: true,
          livemode: true,
          reversal: {
            id: "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
            awardId: AWARD_ID,
            studentId: STUDENT_ID,
            amount: 50,
            createdAt: REVERSED_AT,
          },
        },
      },
    },
    errors: {
      400: { validation_failed: invalidAwardId, invalid_json: invalidJson },
      404: { award_not_found: awardNotFound, ...SIMULATED[404] },
      409: {
        reversal_exceeds_balance: spent,
        reversal_window_passed: error(
          "reversal_window_passed",
          `Awarded more than ${APP_REVERSAL_WINDOW_DAYS} days ago`,
        ),
        ...SIMULATED[409],
      },
    },
    descriptions: {
      400: "The id is not an award id, or the reason is too long",
      404: "No award of your app with that id, or an award to a student who stopped your app (an admin may still reverse it)",
      409: `The student has already spent the trophies, or the award is more than ${APP_REVERSAL_WINDOW_DAYS} days old; nothing was written`,
      422: SIMULATED_ONLY,
    },
  },
  "POST /api/v1/connections": {
    success:
      "Connected: your pseudonym for the student (live key), or for a new sandbox student (test key)",
    request: {
      code: { summary: "The code the student typed in", value: { code: "K7MX3PQA" } },
    },
    response: {
      live: { summary: "Live key", value: { livemode: true, studentRef: STUDENT_ID } },
      test: { summary: "Test key", value: { livemode: false, studentRef: STUDENT_ID } },
    },
    errors: {
      400: {
        invalid_link_code: error(
          "invalid_link_code",
          "Unknown, expired or used code (or from a student who stopped your app)",
        ),
        validation_failed: error("validation_failed", "No code sent", "code is required"),
        invalid_json: invalidJson,
      },
      429: {
        too_many_link_code_attempts: error(
          "too_many_link_code_attempts",
          `${LINK_CODE_FAILURES_MAX} wrong codes in ${LINK_CODE_FAILURE_WINDOW_MINUTES} minutes`,
        ),
        // A connection spends no trophies: every 429 but the budget's.
        ...Object.fromEntries(
          Object.entries(DEFAULT_ERRORS[429] ?? {}).filter(
            ([code]) => code !== "daily_budget_exceeded",
          ),
        ),
      },
    },
    descriptions: {
      400: `The code is not one a student holds now: mistyped, older than ${LINK_CODE_TTL_MINUTES} minutes, used, replaced by a newer one, or from a student who stopped your app (${LINK_CODE_LENGTH} characters; case, spaces and dashes ignored). Or the body has no code`,
      404: SIMULATED_ONLY,
      409: SIMULATED_ONLY,
      422: SIMULATED_ONLY,
      429: `Hourly rate limit, or ${LINK_CODE_FAILURES_MAX} wrong codes from your apps in ${LINK_CODE_FAILURE_WINDOW_MINUTES} minutes (then even a right code waits for Retry-After)`,
    },
  },
};
