import { SIMULATED_ERROR_STATUSES } from "@trophy/shared/schemas/api-v1";
import { AWARD_PATH, AWARDS_PATH, BATCH_PATH, EXAMPLE_STUDENT_EMAIL } from "./api-origin";
import { fill, json, paragraphs, type DocBlock } from "./doc-blocks";
import { webhookExamples } from "./webhook-examples";
import { DEVELOPER_COPY } from "../copy";

/** The sandbox, batches, reversal and webhooks sections of the documentation (issue 13). */

const AWARD_ID = "0b7d4c1e-5f8a-4a3b-9c2d-6e1f0a9b8c7d";
const transaction = {
  id: AWARD_ID,
  studentId: "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
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
  const c = DEVELOPER_COPY;
  const answers: Record<(typeof SIMULATED_ERROR_STATUSES)[number], string> = {
    "404": c.docsSimulate404,
    "409": c.docsSimulate409,
    "422": c.docsSimulate422,
    "429": c.docsSimulate429,
  };
  return [
    ...paragraphs(c.docsSandbox),
    { kind: "heading", text: c.docsSimulateTitle },
    { kind: "paragraph", text: c.docsSimulateBody },
    {
      kind: "table",
      label: c.docsSimulateTitle,
      columns: [c.docsColumnValue, c.docsColumnAnswer],
      rows: SIMULATED_ERROR_STATUSES.map((status) => [status, answers[status]]),
    },
    { kind: "code", label: c.docsSimulateExample, code: simulateExample(origin, testKey) },
  ];
}

export function batchBlocks(): DocBlock[] {
  const c = DEVELOPER_COPY;
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
    ...paragraphs(c.docsBatches),
    { kind: "code", label: c.docsBatchRequest, code: `POST ${BATCH_PATH}\n${json(request)}` },
    { kind: "code", label: c.docsBatchResponse, code: json(response) },
  ];
}

export function reversalBlocks(origin: string, apiKey: string): DocBlock[] {
  const c = DEVELOPER_COPY;
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
    ...paragraphs(c.docsReversal),
    { kind: "code", label: c.docsReversalExample, code },
    { kind: "code", label: c.docsReversalResponse, code: json(answer) },
  ];
}

export function webhookBlocks(): DocBlock[] {
  const c = DEVELOPER_COPY;
  const payload = {
    type: "award.created",
    timestamp: "2026-03-02T10:30:01.000Z",
    livemode: true,
    data: {
      id: AWARD_ID,
      studentId: transaction.studentId,
      studentEmail: EXAMPLE_STUDENT_EMAIL,
      amount: 50,
      details: "Completed the fractions quiz",
      createdAt: transaction.createdAt,
      reversedAt: null,
    },
  };
  return [
    ...paragraphs(c.docsWebhooks),
    { kind: "heading", text: c.docsWebhookEventsTitle },
    {
      kind: "table",
      label: c.docsWebhookEventsTitle,
      columns: [c.docsColumnEvent, c.docsColumnWhen],
      rows: [
        ["award.created", c.docsWebhookCreated],
        ["award.reversed", c.docsWebhookReversed],
        ["ping", c.docsWebhookPing],
      ],
    },
    { kind: "code", label: c.docsWebhookPayload, code: json(payload) },
    { kind: "heading", text: c.docsWebhookHeadersTitle },
    {
      kind: "table",
      label: c.docsWebhookHeadersTitle,
      columns: [c.docsColumnHeader, c.docsColumnDescription],
      rows: [
        ["webhook-id", c.docsWebhookId],
        ["webhook-timestamp", c.docsWebhookTimestamp],
        ["webhook-signature", c.docsWebhookSignature],
      ],
    },
    { kind: "heading", text: c.docsWebhookRetriesTitle },
    { kind: "paragraph", text: fill(c.docsWebhookRetries) },
    { kind: "heading", text: c.docsWebhookVerifyTitle },
    { kind: "paragraph", text: c.docsWebhookVerify },
    // One after another rather than as tabs: the page has one set of tabs, the award examples.
    ...webhookExamples().flatMap((example): DocBlock[] => [
      { kind: "heading", text: example.label },
      { kind: "code", label: example.label, code: example.code },
    ]),
  ];
}
