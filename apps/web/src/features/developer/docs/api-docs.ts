import type { ApiKeyMode } from "@trophy/shared/schemas/developer";
import { fill, paragraphs, type ApiDocs, type DocBlock } from "./doc-blocks";
import {
  API_KEY_PLACEHOLDER,
  AWARD_PATH,
  EXAMPLE_AMOUNT,
  OPENAPI_PATH,
  REFERENCE_PATH,
  TEST_API_KEY_PLACEHOLDER,
} from "./api-origin";
import { codeExamples } from "./code-examples";
import { batchBlocks, reversalBlocks, sandboxBlocks, webhookBlocks } from "./platform-docs";
import { DEVELOPER_COPY } from "../copy";

export type { ApiDocs, DocBlock, DocSection } from "./doc-blocks";

function errorRows(): string[][] {
  const c = DEVELOPER_COPY;
  return [
    ["400", c.docsError400],
    ["401", c.docsError401],
    ["403", c.docsError403],
    ["404", c.docsError404],
    ["409", c.docsError409],
    ["422", c.docsError422],
    ["429", c.docsError429],
  ];
}

const SAMPLE_RESPONSE = JSON.stringify(
  {
    success: true,
    livemode: true,
    transaction: {
      id: "0b7d4c1e-5f8a-4a3b-9c2d-6e1f0a9b8c7d",
      studentId: "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
      amount: EXAMPLE_AMOUNT,
      createdAt: "2025-01-15T10:30:00.000Z",
    },
  },
  null,
  2,
);

function endpointBlocks(origin: string): DocBlock[] {
  const { docsYes: yes, docsNo: no } = DEVELOPER_COPY;
  return [
    { kind: "paragraph", text: DEVELOPER_COPY.docsEndpointBody },
    {
      kind: "code",
      label: DEVELOPER_COPY.docsEndpointAddress,
      code: `POST ${origin}${AWARD_PATH}`,
    },
    { kind: "heading", text: DEVELOPER_COPY.docsHeadersTitle },
    {
      kind: "table",
      label: DEVELOPER_COPY.docsHeadersTitle,
      columns: [
        DEVELOPER_COPY.docsColumnHeader,
        DEVELOPER_COPY.docsColumnRequired,
        DEVELOPER_COPY.docsColumnDescription,
      ],
      rows: [
        ["X-API-Key", yes, DEVELOPER_COPY.docsHeaderApiKey],
        ["Content-Type", yes, DEVELOPER_COPY.docsHeaderContentType],
        ["Idempotency-Key", no, DEVELOPER_COPY.docsHeaderIdempotency],
      ],
    },
    { kind: "heading", text: DEVELOPER_COPY.docsBodyTitle },
    {
      kind: "table",
      label: DEVELOPER_COPY.docsBodyTitle,
      columns: [
        DEVELOPER_COPY.docsColumnField,
        DEVELOPER_COPY.docsColumnType,
        DEVELOPER_COPY.docsColumnRequired,
        DEVELOPER_COPY.docsColumnDescription,
      ],
      rows: [
        ["email", "string", yes, DEVELOPER_COPY.docsFieldEmail],
        ["amount", "integer", yes, fill(DEVELOPER_COPY.docsFieldAmount)],
        ["details", "string", no, DEVELOPER_COPY.docsFieldDetails],
      ],
    },
    { kind: "heading", text: DEVELOPER_COPY.docsResponseTitle },
    { kind: "paragraph", text: DEVELOPER_COPY.docsResponseBody },
    { kind: "code", label: DEVELOPER_COPY.docsResponseTitle, code: SAMPLE_RESPONSE },
    { kind: "heading", text: DEVELOPER_COPY.docsErrorsTitle },
    { kind: "paragraph", text: DEVELOPER_COPY.docsErrorsBody },
    {
      kind: "table",
      label: DEVELOPER_COPY.docsErrorsTitle,
      columns: [DEVELOPER_COPY.docsColumnStatus, DEVELOPER_COPY.docsColumnMeaning],
      rows: errorRows(),
    },
    { kind: "link", label: DEVELOPER_COPY.docsOpenApi, href: `${origin}${OPENAPI_PATH}` },
  ];
}

/** The sentence above the examples: which key they carry, or which placeholder to replace. */
function examplesIntro(exampleKey: ApiKeyMode, key: string | null): string {
  if (exampleKey === "live")
    return key ? DEVELOPER_COPY.docsExamplesWithKey : DEVELOPER_COPY.docsExamplesPlaceholder;
  return key ? DEVELOPER_COPY.docsExamplesWithTestKey : DEVELOPER_COPY.docsExamplesTestPlaceholder;
}

/**
 * The documentation for this server's origin. With `apiKey` (and `testApiKey`) the examples use
 * the developer's own keys; without them (or for the PDF, which is easily shared) placeholders.
 * The award and reversal examples carry the key `exampleKey` names: the test key unless the
 * developer chose the live one, so a first copy and paste awards nothing real.
 */
export function buildApiDocs({
  origin,
  apiKey,
  testApiKey = null,
  exampleKey = "test",
}: {
  origin: string;
  apiKey: string | null;
  testApiKey?: string | null;
  exampleKey?: ApiKeyMode;
}): ApiDocs {
  const key = exampleKey === "live" ? apiKey : testApiKey;
  const placeholder = exampleKey === "live" ? API_KEY_PLACEHOLDER : TEST_API_KEY_PLACEHOLDER;
  const exampleApiKey = key ?? placeholder;
  return {
    title: DEVELOPER_COPY.docsTitle,
    sections: [
      {
        id: "introduction",
        title: DEVELOPER_COPY.docsIntroductionTitle,
        blocks: [
          ...paragraphs(DEVELOPER_COPY.docsIntroduction),
          { kind: "link", label: DEVELOPER_COPY.docsReference, href: `${origin}${REFERENCE_PATH}` },
        ],
      },
      {
        id: "rate-limits",
        title: DEVELOPER_COPY.docsRateLimitsTitle,
        blocks: paragraphs(DEVELOPER_COPY.docsRateLimits),
      },
      { id: "endpoint", title: DEVELOPER_COPY.docsEndpointTitle, blocks: endpointBlocks(origin) },
      {
        id: "code-examples",
        title: DEVELOPER_COPY.docsExamplesTitle,
        blocks: [
          { kind: "paragraph", text: examplesIntro(exampleKey, key) },
          {
            kind: "examples",
            label: DEVELOPER_COPY.docsExamplesTitle,
            examples: codeExamples({ origin, apiKey: exampleApiKey }),
            usesKey: true,
          },
        ],
      },
      { id: "batches", title: DEVELOPER_COPY.docsBatchesTitle, blocks: batchBlocks() },
      {
        id: "reversal",
        title: DEVELOPER_COPY.docsReversalTitle,
        blocks: reversalBlocks(origin, exampleApiKey),
      },
      {
        id: "sandbox",
        title: DEVELOPER_COPY.docsSandboxTitle,
        blocks: sandboxBlocks(origin, testApiKey ?? TEST_API_KEY_PLACEHOLDER),
      },
      { id: "webhooks", title: DEVELOPER_COPY.docsWebhooksTitle, blocks: webhookBlocks() },
      {
        id: "best-practices",
        title: DEVELOPER_COPY.docsBestPracticesTitle,
        blocks: [{ kind: "list", items: DEVELOPER_COPY.docsBestPractices.map(fill) }],
      },
    ],
  };
}
