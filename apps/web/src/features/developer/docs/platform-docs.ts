import { i18next } from "@/lib/i18n/i18n";
import { SIMULATED_ERROR_STATUSES } from "@trophy/shared/schemas/api-v1";
import { AWARD_PATH, AWARDS_PATH, BATCH_PATH, EXAMPLE_STUDENT_EMAIL } from "./api-origin";
import { docValues, json, paragraphs, type DocBlock } from "./doc-blocks";
import { webhookExamples } from "./webhook-examples";

/** The sandbox, batches, reversal and webhooks sections of the documentation (issue 13). */

const AWARD_ID = "0b7d4c1e-5f8a-4a3b-9c2d-6e1f0a9b8c7d";
const transaction = {
  id: AWARD_ID,
  studentId: "stu_5a6b7c8d9e0f4a1b8c2d3e4f5a6b7c8d",
  amount: 50,
  createdAt: "2026-03-02T10:30:00.000Z",
};

/** A test call asked to answer 429: `-i` shows the status and the headers. */
export function simulateExample(origin: string, testKey: string): string {
  return [
    `curl -i -X POST "${origin}${AWARD_PATH}" \\`,
    `  -H "X-API-Key: ${testKey}" \\`,
    `  -H "X-Simulate-Error: 429" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '${JSON.stringify({ email: EXAMPLE_STUDENT_EMAIL, amount: 50 })}'`,
  ].join("\n");
}

export function sandboxBlocks(origin: string, testKey: string): DocBlock[] {
  const answers: Record<(typeof SIMULATED_ERROR_STATUSES)[number], string> = {
    "404": i18next.t("developer:docsSimulate404", docValues()),
    "409": i18next.t("developer:docsSimulate409", docValues()),
    "422": i18next.t("developer:docsSimulate422", docValues()),
    "429": i18next.t("developer:docsSimulate429", docValues()),
  };
  return [
    ...paragraphs(i18next.t("developer:docsSandbox", { ...docValues(), returnObjects: true })),
    { kind: "heading", text: i18next.t("developer:docsSimulateTitle", docValues()) },
    { kind: "paragraph", text: i18next.t("developer:docsSimulateBody", docValues()) },
    {
      kind: "table",
      label: i18next.t("developer:docsSimulateTitle", docValues()),
      columns: [
        i18next.t("developer:docsColumnValue", docValues()),
        i18next.t("developer:docsColumnAnswer", docValues()),
      ],
      rows: SIMULATED_ERROR_STATUSES.map((status) => [status, answers[status]]),
    },
    {
      kind: "code",
      label: i18next.t("developer:docsSimulateExample", docValues()),
      code: simulateExample(origin, testKey),
    },
  ];
}

export function batchBlocks(): DocBlock[] {
  const request = {
    awards: [
      { email: EXAMPLE_STUDENT_EMAIL, amount: 50, idempotencyKey: "quiz-17-student" },
      { email: "unknown@example.com", amount: 20, idempotencyKey: "quiz-17-unknown" },
    ],
  };
  const response = {
    livemode: true,
    results: [
      { index: 0, success: true, transaction },
      {
        index: 1,
        success: false,
        error: "No student account with that email",
        code: "student_not_found",
      },
    ],
  };
  return [
    ...paragraphs(i18next.t("developer:docsBatches", { ...docValues(), returnObjects: true })),
    {
      kind: "code",
      label: i18next.t("developer:docsBatchRequest", docValues()),
      code: `POST ${BATCH_PATH}\n${json(request)}`,
    },
    {
      kind: "code",
      label: i18next.t("developer:docsBatchResponse", docValues()),
      code: json(response),
    },
  ];
}

export function reversalBlocks(origin: string, apiKey: string): DocBlock[] {
  const code = [
    `curl -X POST "${origin}${AWARDS_PATH}/${AWARD_ID}/reverse" \\`,
    `  -H "X-API-Key: ${apiKey}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '${JSON.stringify({ reason: "Awarded twice by mistake" })}'`,
  ].join("\n");
  const answer = {
    success: true,
    livemode: true,
    reversal: {
      id: "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
      awardId: AWARD_ID,
      studentId: transaction.studentId,
      amount: 50,
      createdAt: "2026-03-02T11:05:00.000Z",
    },
  };
  return [
    ...paragraphs(i18next.t("developer:docsReversal", { ...docValues(), returnObjects: true })),
    { kind: "code", label: i18next.t("developer:docsReversalExample", docValues()), code },
    {
      kind: "code",
      label: i18next.t("developer:docsReversalResponse", docValues()),
      code: json(answer),
    },
  ];
}

export function webhookBlocks(): DocBlock[] {
  const payload = {
    type: "award.created",
    timestamp: "2026-03-02T10:30:01.000Z",
    livemode: true,
    data: {
      id: AWARD_ID,
      studentId: transaction.studentId,
      amount: 50,
      details: "Completed the fractions quiz",
      createdAt: transaction.createdAt,
      reversedAt: null,
    },
  };
  return [
    ...paragraphs(i18next.t("developer:docsWebhooks", { ...docValues(), returnObjects: true })),
    { kind: "heading", text: i18next.t("developer:docsWebhookEventsTitle", docValues()) },
    {
      kind: "table",
      label: i18next.t("developer:docsWebhookEventsTitle", docValues()),
      columns: [
        i18next.t("developer:docsColumnEvent", docValues()),
        i18next.t("developer:docsColumnWhen", docValues()),
      ],
      rows: [
        ["award.created", i18next.t("developer:docsWebhookCreated", docValues())],
        ["award.reversed", i18next.t("developer:docsWebhookReversed", docValues())],
        ["connection.revoked", i18next.t("developer:docsWebhookRevoked", docValues())],
        ["ping", i18next.t("developer:docsWebhookPing", docValues())],
      ],
    },
    {
      kind: "code",
      label: i18next.t("developer:docsWebhookPayload", docValues()),
      code: json(payload),
    },
    { kind: "heading", text: i18next.t("developer:docsWebhookHeadersTitle", docValues()) },
    {
      kind: "table",
      label: i18next.t("developer:docsWebhookHeadersTitle", docValues()),
      columns: [
        i18next.t("developer:docsColumnHeader", docValues()),
        i18next.t("developer:docsColumnDescription", docValues()),
      ],
      rows: [
        ["webhook-id", i18next.t("developer:docsWebhookId", docValues())],
        ["webhook-timestamp", i18next.t("developer:docsWebhookTimestamp", docValues())],
        ["webhook-signature", i18next.t("developer:docsWebhookSignature", docValues())],
      ],
    },
    { kind: "heading", text: i18next.t("developer:docsWebhookRetriesTitle", docValues()) },
    { kind: "paragraph", text: i18next.t("developer:docsWebhookRetries", docValues()) },
    { kind: "heading", text: i18next.t("developer:docsWebhookVerifyTitle", docValues()) },
    { kind: "paragraph", text: i18next.t("developer:docsWebhookVerify", docValues()) },
    // One after another rather than as tabs: the page has one set of tabs, the award examples.
    ...webhookExamples().flatMap((example): DocBlock[] => [
      { kind: "heading", text: example.label },
      { kind: "code", label: example.label, code: example.code },
    ]),
  ];
}
