import { i18next } from "@/lib/i18n/i18n";
import type { ApiKeyMode } from "@trophy/shared/schemas/developer";
import { docValues, paragraphs, type ApiDocs, type DocBlock } from "./doc-blocks";
import {
  API_KEY_PLACEHOLDER,
  AWARD_PATH,
  EXAMPLE_AMOUNT,
  OPENAPI_PATH,
  REFERENCE_PATH,
  TEST_API_KEY_PLACEHOLDER,
} from "./api-origin";
import { clientExamples, codeExamples } from "./code-examples";
import { batchBlocks, reversalBlocks, sandboxBlocks, webhookBlocks } from "./platform-docs";

export type { ApiDocs, DocBlock, DocSection } from "./doc-blocks";

function errorRows(): string[][] {
  return [
    ["400", i18next.t("developer:docsError400", docValues())],
    ["401", i18next.t("developer:docsError401", docValues())],
    ["403", i18next.t("developer:docsError403", docValues())],
    ["404", i18next.t("developer:docsError404", docValues())],
    ["409", i18next.t("developer:docsError409", docValues())],
    ["422", i18next.t("developer:docsError422", docValues())],
    ["429", i18next.t("developer:docsError429", docValues())],
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
  const yes = i18next.t("developer:docsYes");
  const no = i18next.t("developer:docsNo");
  return [
    { kind: "paragraph", text: i18next.t("developer:docsEndpointBody") },
    {
      kind: "code",
      label: i18next.t("developer:docsEndpointAddress"),
      code: `POST ${origin}${AWARD_PATH}`,
    },
    { kind: "heading", text: i18next.t("developer:docsHeadersTitle") },
    {
      kind: "table",
      label: i18next.t("developer:docsHeadersTitle"),
      columns: [
        i18next.t("developer:docsColumnHeader"),
        i18next.t("developer:docsColumnRequired"),
        i18next.t("developer:docsColumnDescription"),
      ],
      rows: [
        ["X-API-Key", yes, i18next.t("developer:docsHeaderApiKey")],
        ["Content-Type", yes, i18next.t("developer:docsHeaderContentType")],
        ["Idempotency-Key", no, i18next.t("developer:docsHeaderIdempotency")],
      ],
    },
    { kind: "heading", text: i18next.t("developer:docsBodyTitle") },
    {
      kind: "table",
      label: i18next.t("developer:docsBodyTitle"),
      columns: [
        i18next.t("developer:docsColumnField"),
        i18next.t("developer:docsColumnType"),
        i18next.t("developer:docsColumnRequired"),
        i18next.t("developer:docsColumnDescription"),
      ],
      rows: [
        ["email", "string", yes, i18next.t("developer:docsFieldEmail")],
        ["amount", "integer", yes, i18next.t("developer:docsFieldAmount", docValues())],
        ["details", "string", no, i18next.t("developer:docsFieldDetails")],
      ],
    },
    { kind: "heading", text: i18next.t("developer:docsResponseTitle") },
    { kind: "paragraph", text: i18next.t("developer:docsResponseBody") },
    { kind: "code", label: i18next.t("developer:docsResponseTitle"), code: SAMPLE_RESPONSE },
    { kind: "heading", text: i18next.t("developer:docsErrorsTitle") },
    { kind: "paragraph", text: i18next.t("developer:docsErrorsBody") },
    {
      kind: "table",
      label: i18next.t("developer:docsErrorsTitle"),
      columns: [i18next.t("developer:docsColumnStatus"), i18next.t("developer:docsColumnMeaning")],
      rows: errorRows(),
    },
    { kind: "link", label: i18next.t("developer:docsOpenApi"), href: `${origin}${OPENAPI_PATH}` },
  ];
}

/** The sentence above the examples: which key they carry, or which placeholder to replace. */
function examplesIntro(exampleKey: ApiKeyMode, key: string | null): string {
  if (exampleKey === "live")
    return key
      ? i18next.t("developer:docsExamplesWithKey")
      : i18next.t("developer:docsExamplesPlaceholder");
  return key
    ? i18next.t("developer:docsExamplesWithTestKey")
    : i18next.t("developer:docsExamplesTestPlaceholder");
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
    title: i18next.t("developer:docsTitle"),
    sections: [
      {
        id: "introduction",
        title: i18next.t("developer:docsIntroductionTitle"),
        blocks: [
          ...paragraphs(
            i18next.t("developer:docsIntroduction", { ...docValues(), returnObjects: true }),
          ),
          {
            kind: "link",
            label: i18next.t("developer:docsReference"),
            href: `${origin}${REFERENCE_PATH}`,
          },
        ],
      },
      {
        id: "rate-limits",
        title: i18next.t("developer:docsRateLimitsTitle"),
        blocks: paragraphs(
          i18next.t("developer:docsRateLimits", { ...docValues(), returnObjects: true }),
        ),
      },
      {
        id: "endpoint",
        title: i18next.t("developer:docsEndpointTitle"),
        blocks: endpointBlocks(origin),
      },
      {
        id: "code-examples",
        title: i18next.t("developer:docsExamplesTitle"),
        blocks: [
          { kind: "paragraph", text: examplesIntro(exampleKey, key) },
          {
            kind: "examples",
            label: i18next.t("developer:docsExamplesTitle"),
            examples: codeExamples({ origin, apiKey: exampleApiKey }),
            usesKey: true,
          },
        ],
      },
      {
        id: "client-libraries",
        title: i18next.t("developer:docsClientsTitle"),
        blocks: [
          ...paragraphs(i18next.t("developer:docsClients", { returnObjects: true })),
          {
            kind: "examples",
            label: i18next.t("developer:docsClientsTitle"),
            examples: clientExamples({ origin, apiKey: exampleApiKey }, (language) =>
              i18next.t("developer:docsClientCode", { language }),
            ),
            usesKey: true,
          },
        ],
      },
      { id: "batches", title: i18next.t("developer:docsBatchesTitle"), blocks: batchBlocks() },
      {
        id: "reversal",
        title: i18next.t("developer:docsReversalTitle"),
        blocks: reversalBlocks(origin, exampleApiKey),
      },
      {
        id: "sandbox",
        title: i18next.t("developer:docsSandboxTitle"),
        blocks: sandboxBlocks(origin, testApiKey ?? TEST_API_KEY_PLACEHOLDER),
      },
      { id: "webhooks", title: i18next.t("developer:docsWebhooksTitle"), blocks: webhookBlocks() },
      {
        id: "best-practices",
        title: i18next.t("developer:docsBestPracticesTitle"),
        blocks: [
          {
            kind: "list",
            items: i18next.t("developer:docsBestPractices", {
              ...docValues(),
              returnObjects: true,
            }),
          },
        ],
      },
    ],
  };
}
