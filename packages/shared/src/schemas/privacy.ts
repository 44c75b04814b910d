import { z } from "zod";

/** The kinds of data the retention schedule names (apps/server/src/modules/privacy/retention.ts). */
export const RETENTION_KINDS = [
  "idempotency_keys",
  "ended_sessions",
  "verification_links",
  "password_reset_links",
  "app_link_codes",
  "rate_limit_counters",
  "request_log",
  "webhook_deliveries",
  "mail_outbox",
  "mail_files",
  "sandbox_students",
  "unconsented_accounts",
  "unverified_accounts",
  "consent_links",
  "consent_log",
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** GET /api/privacy/retention: how long each kind of data is kept, as housekeeping enforces it. */
export const retentionResponseSchema = z.object({
  retention: z.array(
    z.object({
      kind: z.enum(RETENTION_KINDS),
      /** Days kept after the data stopped being used (see each description). */
      days: z.number().int(),
      /** In English, for API clients; the web says it from its catalogues by `kind`. */
      description: z.string(),
    }),
  ),
});
export type RetentionResponse = z.infer<typeof retentionResponseSchema>;
