// Generated from the award API's OpenAPI document by scripts/generate.ts (npm run generate).
// Do not edit: change the server's routes or apps/server/src/modules/awards/openapi*.ts instead.
export interface paths {
  "/api/v1/award-trophies": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Award trophies to a student
     * @description Awards trophies to the student with this e-mail. With a test key the student is a sandbox student and no real balance moves.
     */
    post: operations["awardTrophies"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/award-trophies/batch": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Award trophies to many students at once
     * @description Awards 1 to 100 items in one call, counted once against the hourly limit; every trophy counts against the daily budget. Each item succeeds or fails alone; the answer lists a result per item, in order.
     */
    post: operations["awardTrophiesBatch"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/awards/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Look up one of your awards
     * @description The award as your app made it, with `reversedAt` once it was reversed.
     */
    get: operations["getAward"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/awards/{id}/reverse": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reverse one of your awards
     * @description Takes back an award your app made in the last 7 days. A second call answers the same reversal. Refused with 409, and nothing written, when the student has already spent the trophies.
     */
    post: operations["reverseAward"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/connections": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Connect a student with their code
     * @description Exchanges the one-time code a student (or their parent/guide) got on their apps page and typed into your app for your app's pseudonym of that student, and connects your app to them. Where the installation requires connections, your live key may award only connected students, by `studentRef`. With a test key any well-formed code connects a new sandbox student, once; real students' codes are never used.
     */
    post: operations["createConnection"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  "award.created": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An award was made
     * @description Sent after an award by your app (one call or a batch item) commits; `data` is the award.
     */
    post: operations["onAwardCreated"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "award.reversed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An award was reversed
     * @description Sent after your app or an admin reverses one of your app's awards; `data` is the award with its `reversedAt`.
     */
    post: operations["onAwardReversed"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "connection.revoked": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A student's connection ended
     * @description Sent when the student, or a parent/guide for them, disconnects your app (`reason: disconnected`) or stops it (`reason: blocked`). `data` names the student by your pseudonym and says nothing more about them. Where the installation requires connections, your next award to them is answered as to an unknown student; a new code from them connects your app again.
     */
    post: operations["onConnectionRevoked"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  ping: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A test event
     * @description Sent when you press Send test on the Webhooks page, to check the endpoint and its signature check.
     */
    post: operations["onPing"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    Error: {
      error: string;
      /** @enum {string} */
      code:
        | "validation_failed"
        | "invalid_json"
        | "unsupported_media_type"
        | "payload_too_large"
        | "invalid_url"
        | "url_too_long"
        | "bad_request"
        | "unstorable_text"
        | "not_found"
        | "internal_error"
        | "server_busy"
        | "invalid_credentials"
        | "verify_email"
        | "developer_pending"
        | "developer_rejected"
        | "suspended"
        | "too_many_attempts"
        | "email_taken"
        | "admin_registration"
        | "too_many_registrations"
        | "invalid_verification_token"
        | "password_not_needed"
        | "invalid_password"
        | "password_required"
        | "wrong_password"
        | "too_many_resends"
        | "invalid_refresh_token"
        | "auth_required"
        | "invalid_token"
        | "stream_token_invalid"
        | "forbidden"
        | "parental_consent_required"
        | "parental_consent_withdrawn"
        | "parent_email_required"
        | "parent_email_is_student"
        | "consent_request_not_found"
        | "consent_request_closed"
        | "consent_ticket_invalid"
        | "too_many_consent_mails"
        | "consent_wrong_parent"
        | "consent_withdrawn_by_other"
        | "link_approval_not_found"
        | "consent_not_needed"
        | "insufficient_trophies"
        | "out_of_stock"
        | "reward_not_found"
        | "invalid_reward_id"
        | "request_not_found"
        | "api_key_missing"
        | "api_key_invalid"
        | "developer_not_validated"
        | "student_not_found"
        | "rate_limited"
        | "daily_budget_exceeded"
        | "idempotency_mismatch"
        | "developer_not_found"
        | "too_many_regenerations"
        | "too_many_invalid_keys"
        | "already_linked"
        | "request_already_pending"
        | "student_not_linked"
        | "link_not_found"
        | "fulfillment_not_found"
        | "already_fulfilled"
        | "reward_out_of_stock"
        | "already_declined"
        | "gift_card_exists"
        | "duplicate_codes_in_batch"
        | "all_gift_cards_failed"
        | "invalid_gift_card_file"
        | "denomination_not_found"
        | "cannot_delete_redeemed"
        | "user_not_found"
        | "cannot_suspend_self"
        | "last_active_admin"
        | "award_not_found"
        | "reversal_exceeds_balance"
        | "reversal_window_passed"
        | "webhook_url_invalid"
        | "webhook_url_forbidden"
        | "too_many_webhooks"
        | "webhook_not_found"
        | "too_many_webhook_tests"
        | "too_many_webhook_replays"
        | "invalid_reset_token"
        | "too_many_reset_requests"
        | "wrong_current_password"
        | "gift_card_goal"
        | "request_not_pending"
        | "parent_link_not_found"
        | "notification_not_for_role"
        | "invalid_unsubscribe_token"
        | "last_admin"
        | "cannot_delete_self"
        | "deletion_request_not_found"
        | "approval_not_found"
        | "already_approved"
        | "redemption_not_found"
        | "avatar_for_students_only"
        | "approval_ends_on_unlink"
        | "block_not_found"
        | "app_not_found"
        | "app_blocked_by_parent"
        | "invalid_link_code"
        | "too_many_link_code_attempts";
      codes?: string[];
      errors?: {
        code: string;
        error: string;
      }[];
      consentTicket?: string;
    };
    AwardEvent: {
      /** @enum {string} */
      type: "award.created" | "award.reversed";
      timestamp: string;
      livemode: boolean;
      data: {
        id: string;
        studentId: string;
        amount: number;
        details: string;
        createdAt: string;
        reversedAt: string | null;
      };
    };
    ConnectionEvent: {
      /** @constant */
      type: "connection.revoked";
      timestamp: string;
      livemode: boolean;
      data: {
        studentRef: string;
        /** @enum {string} */
        reason: "disconnected" | "blocked";
      };
    };
    PingEvent: {
      /** @constant */
      type: "ping";
      timestamp: string;
      livemode: boolean;
      data: {
        message: string;
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: {
    /**
     * @description Calls allowed per hour: 100 for live keys (all of a developer's live keys together), 1,000 for test keys. On every answer except a 401, where the key is not known.
     * @example 100
     */
    "RateLimit-Limit": number;
    /**
     * @description Calls left in the current hour, this one counted. Absent on a 401.
     * @example 42
     */
    "RateLimit-Remaining": number;
    /**
     * @description Seconds until the hourly window starts again. Absent on a 401.
     * @example 1260
     */
    "RateLimit-Reset": number;
    /**
     * @description Seconds to wait before trying again: until the next hour window, or for the daily trophy budget until the next UTC day.
     * @example 1260
     */
    "Retry-After": number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  awardTrophies: {
    parameters: {
      query?: never;
      header?: {
        /** @description Test keys only: answer this error as a real call would (live keys ignore it) */
        "X-Simulate-Error"?: "404" | "409" | "422" | "429";
        /** @description Any unique string; a retry with the same key and body awards once (kept 24 h or more) */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description E-mail of the student's account (or send `studentRef`) */
          email?: string;
          /** @description The student's pseudonym for your app: the `studentId` an earlier answer or webhook gave. Send it instead of `email` */
          studentRef?: string;
          /** @description Trophies to award */
          amount: number;
          /** @description What the trophies are for; shown to the student */
          details?: string;
        };
      };
    };
    responses: {
      /** @description The award is recorded (live key) or made in your sandbox (test key) */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            livemode: boolean;
            transaction: {
              id: string;
              studentId: string;
              amount: number;
              createdAt: string;
            };
          };
        };
      };
      /** @description Invalid request */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, unknown or revoked API key */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Developer not validated or suspended */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No student account with that e-mail or pseudonym, or one that stopped your app, or (where the installation requires connections) one not connected to your app or named by e-mail: all answered alike (live keys; a test key creates sandbox students by e-mail) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Only with a test key and X-Simulate-Error */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Body larger than 1 MB */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Idempotency-Key reused with another body */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Hourly rate limit or daily trophy budget exceeded; wait for Retry-After */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unexpected failure; the server logs it with the request id */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  awardTrophiesBatch: {
    parameters: {
      query?: never;
      header?: {
        /** @description Test keys only: answer this error as a real call would (live keys ignore it) */
        "X-Simulate-Error"?: "404" | "409" | "422" | "429";
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          awards: {
            /** @description E-mail of the student's account (or send `studentRef`) */
            email?: string;
            /** @description The student's pseudonym for your app: the `studentId` an earlier answer or webhook gave. Send it instead of `email` */
            studentRef?: string;
            /** @description Trophies to award */
            amount: number;
            /** @description What the trophies are for; shown to the student */
            details?: string;
            /** @description Like the Idempotency-Key header, for this item alone */
            idempotencyKey?: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Each item's outcome, in order; a failed item changed nothing */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            livemode: boolean;
            results: {
              index: number;
              success: boolean;
              transaction?: {
                id: string;
                studentId: string;
                amount: number;
                createdAt: string;
              };
              error?: string;
              /** @enum {string} */
              code?:
                | "validation_failed"
                | "invalid_json"
                | "unsupported_media_type"
                | "payload_too_large"
                | "invalid_url"
                | "url_too_long"
                | "bad_request"
                | "unstorable_text"
                | "not_found"
                | "internal_error"
                | "server_busy"
                | "invalid_credentials"
                | "verify_email"
                | "developer_pending"
                | "developer_rejected"
                | "suspended"
                | "too_many_attempts"
                | "email_taken"
                | "admin_registration"
                | "too_many_registrations"
                | "invalid_verification_token"
                | "password_not_needed"
                | "invalid_password"
                | "password_required"
                | "wrong_password"
                | "too_many_resends"
                | "invalid_refresh_token"
                | "auth_required"
                | "invalid_token"
                | "stream_token_invalid"
                | "forbidden"
                | "parental_consent_required"
                | "parental_consent_withdrawn"
                | "parent_email_required"
                | "parent_email_is_student"
                | "consent_request_not_found"
                | "consent_request_closed"
                | "consent_ticket_invalid"
                | "too_many_consent_mails"
                | "consent_wrong_parent"
                | "consent_withdrawn_by_other"
                | "link_approval_not_found"
                | "consent_not_needed"
                | "insufficient_trophies"
                | "out_of_stock"
                | "reward_not_found"
                | "invalid_reward_id"
                | "request_not_found"
                | "api_key_missing"
                | "api_key_invalid"
                | "developer_not_validated"
                | "student_not_found"
                | "rate_limited"
                | "daily_budget_exceeded"
                | "idempotency_mismatch"
                | "developer_not_found"
                | "too_many_regenerations"
                | "too_many_invalid_keys"
                | "already_linked"
                | "request_already_pending"
                | "student_not_linked"
                | "link_not_found"
                | "fulfillment_not_found"
                | "already_fulfilled"
                | "reward_out_of_stock"
                | "already_declined"
                | "gift_card_exists"
                | "duplicate_codes_in_batch"
                | "all_gift_cards_failed"
                | "invalid_gift_card_file"
                | "denomination_not_found"
                | "cannot_delete_redeemed"
                | "user_not_found"
                | "cannot_suspend_self"
                | "last_active_admin"
                | "award_not_found"
                | "reversal_exceeds_balance"
                | "reversal_window_passed"
                | "webhook_url_invalid"
                | "webhook_url_forbidden"
                | "too_many_webhooks"
                | "webhook_not_found"
                | "too_many_webhook_tests"
                | "too_many_webhook_replays"
                | "invalid_reset_token"
                | "too_many_reset_requests"
                | "wrong_current_password"
                | "gift_card_goal"
                | "request_not_pending"
                | "parent_link_not_found"
                | "notification_not_for_role"
                | "invalid_unsubscribe_token"
                | "last_admin"
                | "cannot_delete_self"
                | "deletion_request_not_found"
                | "approval_not_found"
                | "already_approved"
                | "redemption_not_found"
                | "avatar_for_students_only"
                | "approval_ends_on_unlink"
                | "block_not_found"
                | "app_not_found"
                | "app_blocked_by_parent"
                | "invalid_link_code"
                | "too_many_link_code_attempts";
            }[];
          };
        };
      };
      /** @description Invalid body: not 1 to 100 items, or an item breaks a rule (nothing is awarded) */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, unknown or revoked API key */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Developer not validated or suspended */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Only with a test key and X-Simulate-Error */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Only with a test key and X-Simulate-Error */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Body larger than 1 MB */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Only with a test key and X-Simulate-Error */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Hourly rate limit or daily trophy budget exceeded; wait for Retry-After */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unexpected failure; the server logs it with the request id */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getAward: {
    parameters: {
      query?: never;
      header?: {
        /** @description Test keys only: answer this error as a real call would (live keys ignore it) */
        "X-Simulate-Error"?: "404" | "409" | "422" | "429";
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The award, with reversedAt once it is reversed */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            livemode: boolean;
            award: {
              id: string;
              studentId: string;
              amount: number;
              details: string;
              createdAt: string;
              reversedAt: string | null;
            };
          };
        };
      };
      /** @description The id is not an award id */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, unknown or revoked API key */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Developer not validated or suspended */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No award of your app with that id (another developer's awards are unknown too, and so are your awards to a student who stopped your app) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Only with a test key and X-Simulate-Error */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Only with a test key and X-Simulate-Error */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Hourly rate limit or daily trophy budget exceeded; wait for Retry-After */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unexpected failure; the server logs it with the request id */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  reverseAward: {
    parameters: {
      query?: never;
      header?: {
        /** @description Test keys only: answer this error as a real call would (live keys ignore it) */
        "X-Simulate-Error"?: "404" | "409" | "422" | "429";
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        "application/json": {
          reason?: string;
        };
      };
    };
    responses: {
      /** @description The reversal (the same one again when the award was already reversed) */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            livemode: boolean;
            reversal: {
              id: string;
              awardId: string;
              studentId: string;
              amount: number;
              createdAt: string;
            };
          };
        };
      };
      /** @description The id is not an award id, or the reason is too long */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, unknown or revoked API key */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Developer not validated or suspended */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No award of your app with that id, or an award to a student who stopped your app (an admin may still reverse it) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The student has already spent the trophies, or the award is more than 7 days old; nothing was written */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Body larger than 1 MB */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Only with a test key and X-Simulate-Error */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Hourly rate limit or daily trophy budget exceeded; wait for Retry-After */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unexpected failure; the server logs it with the request id */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createConnection: {
    parameters: {
      query?: never;
      header?: {
        /** @description Test keys only: answer this error as a real call would (live keys ignore it) */
        "X-Simulate-Error"?: "404" | "409" | "422" | "429";
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description The 8-character code the student got on their apps page (case, spaces and dashes ignored) */
          code: string;
        };
      };
    };
    responses: {
      /** @description Connected: your pseudonym for the student (live key), or for a new sandbox student (test key) */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            livemode: boolean;
            /** @description The student's pseudonym for your app: award with it as `studentRef`; answers and webhooks call it `studentId` */
            studentRef: string;
          };
        };
      };
      /** @description The code is not one a student holds now: mistyped, older than 10 minutes, used, replaced by a newer one, or from a student who stopped your app (8 characters; case, spaces and dashes ignored). Or the body has no code */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Missing, unknown or revoked API key */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Developer not validated or suspended */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Only with a test key and X-Simulate-Error */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Only with a test key and X-Simulate-Error */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Body larger than 1 MB */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Only with a test key and X-Simulate-Error */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Hourly rate limit, or 5 wrong codes from your apps in 10 minutes (then even a right code waits for Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unexpected failure; the server logs it with the request id */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  onAwardCreated: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The message's id, the same on every retry of it: remember the ids you processed to act once.
         * @example msg_2tGmdGKPEyWpl9IBmxgFa4Z5Zc1
         */
        "webhook-id": string;
        /**
         * @description Unix seconds when this attempt was signed; refuse messages more than 5 minutes from your clock.
         * @example 1772447400
         */
        "webhook-timestamp": string;
        /**
         * @description Space-separated `v1,<base64 HMAC-SHA256>` of "webhook-id.webhook-timestamp.body", keyed with the endpoint's secret (the bytes after `whsec_`, base64-decoded). The standardwebhooks packages check it.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AwardEvent"];
      };
    };
    responses: {
      /** @description Delivered, when it comes within 10 seconds. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Retried, as is no answer within 10 seconds: after about 5 s, 30 s, 2 min, 10 min, 1 h, 6 h and 24 h; then the endpoint is marked failing on the Webhooks page. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Retried, as is no answer within 10 seconds: after about 5 s, 30 s, 2 min, 10 min, 1 h, 6 h and 24 h; then the endpoint is marked failing on the Webhooks page. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onAwardReversed: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The message's id, the same on every retry of it: remember the ids you processed to act once.
         * @example msg_2tGmdGKPEyWpl9IBmxgFa4Z5Zc1
         */
        "webhook-id": string;
        /**
         * @description Unix seconds when this attempt was signed; refuse messages more than 5 minutes from your clock.
         * @example 1772447400
         */
        "webhook-timestamp": string;
        /**
         * @description Space-separated `v1,<base64 HMAC-SHA256>` of "webhook-id.webhook-timestamp.body", keyed with the endpoint's secret (the bytes after `whsec_`, base64-decoded). The standardwebhooks packages check it.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AwardEvent"];
      };
    };
    responses: {
      /** @description Delivered, when it comes within 10 seconds. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Retried, as is no answer within 10 seconds: after about 5 s, 30 s, 2 min, 10 min, 1 h, 6 h and 24 h; then the endpoint is marked failing on the Webhooks page. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Retried, as is no answer within 10 seconds: after about 5 s, 30 s, 2 min, 10 min, 1 h, 6 h and 24 h; then the endpoint is marked failing on the Webhooks page. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onConnectionRevoked: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The message's id, the same on every retry of it: remember the ids you processed to act once.
         * @example msg_2tGmdGKPEyWpl9IBmxgFa4Z5Zc1
         */
        "webhook-id": string;
        /**
         * @description Unix seconds when this attempt was signed; refuse messages more than 5 minutes from your clock.
         * @example 1772447400
         */
        "webhook-timestamp": string;
        /**
         * @description Space-separated `v1,<base64 HMAC-SHA256>` of "webhook-id.webhook-timestamp.body", keyed with the endpoint's secret (the bytes after `whsec_`, base64-decoded). The standardwebhooks packages check it.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ConnectionEvent"];
      };
    };
    responses: {
      /** @description Delivered, when it comes within 10 seconds. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Retried, as is no answer within 10 seconds: after about 5 s, 30 s, 2 min, 10 min, 1 h, 6 h and 24 h; then the endpoint is marked failing on the Webhooks page. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Retried, as is no answer within 10 seconds: after about 5 s, 30 s, 2 min, 10 min, 1 h, 6 h and 24 h; then the endpoint is marked failing on the Webhooks page. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onPing: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The message's id, the same on every retry of it: remember the ids you processed to act once.
         * @example msg_2tGmdGKPEyWpl9IBmxgFa4Z5Zc1
         */
        "webhook-id": string;
        /**
         * @description Unix seconds when this attempt was signed; refuse messages more than 5 minutes from your clock.
         * @example 1772447400
         */
        "webhook-timestamp": string;
        /**
         * @description Space-separated `v1,<base64 HMAC-SHA256>` of "webhook-id.webhook-timestamp.body", keyed with the endpoint's secret (the bytes after `whsec_`, base64-decoded). The standardwebhooks packages check it.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PingEvent"];
      };
    };
    responses: {
      /** @description Delivered, when it comes within 10 seconds. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Retried, as is no answer within 10 seconds: after about 5 s, 30 s, 2 min, 10 min, 1 h, 6 h and 24 h; then the endpoint is marked failing on the Webhooks page. */
      "4XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Retried, as is no answer within 10 seconds: after about 5 s, 30 s, 2 min, 10 min, 1 h, 6 h and 24 h; then the endpoint is marked failing on the Webhooks page. */
      "5XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
