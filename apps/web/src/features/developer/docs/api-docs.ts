import { API_RATE_LIMIT_PER_HOUR, AWARD_MAX, AWARD_MIN } from "@trophy/shared/constants";
import { MESSAGES } from "@trophy/shared/messages";
import { fillTemplate } from "@/lib/fill-template";
import { API_KEY_PLACEHOLDER, AWARD_PATH, EXAMPLE_AMOUNT, OPENAPI_PATH } from "./api-origin";
import { codeExamples, type CodeExample } from "./code-examples";

/**
 * The API documentation as data: the page renders it and the PDF is written from it, so the two
 * never say different things.
 */
export type DocBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: readonly string[] }
  | { kind: "table"; columns: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: "code"; label: string; code: string }
  | { kind: "examples"; examples: readonly CodeExample[] }
  | { kind: "link"; label: string; href: string };

export interface DocSection {
  id: string;
  title: string;
  blocks: readonly DocBlock[];
}

export interface ApiDocs {
  title: string;
  sections: readonly DocSection[];
}

const limits = { limit: API_RATE_LIMIT_PER_HOUR, min: AWARD_MIN, max: AWARD_MAX };
const fill = (text: string) => fillTemplate(text, limits);
const paragraphs = (texts: readonly string[]): DocBlock[] =>
  texts.map((text) => ({ kind: "paragraph", text: fill(text) }));

const SAMPLE_RESPONSE = JSON.stringify(
  {
    success: true,
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
  const { docsYes: yes, docsNo: no } = MESSAGES;
  return [
    { kind: "paragraph", text: MESSAGES.docsEndpointBody },
    { kind: "code", label: MESSAGES.docsEndpointTitle, code: `POST ${origin}${AWARD_PATH}` },
    { kind: "heading", text: MESSAGES.docsHeadersTitle },
    {
      kind: "table",
      columns: [
        MESSAGES.docsColumnHeader,
        MESSAGES.docsColumnRequired,
        MESSAGES.docsColumnDescription,
      ],
      rows: [
        ["X-API-Key", yes, MESSAGES.docsHeaderApiKey],
        ["Content-Type", yes, MESSAGES.docsHeaderContentType],
        ["Idempotency-Key", no, MESSAGES.docsHeaderIdempotency],
      ],
    },
    { kind: "heading", text: MESSAGES.docsBodyTitle },
    {
      kind: "table",
      columns: [
        MESSAGES.docsColumnField,
        MESSAGES.docsColumnType,
        MESSAGES.docsColumnRequired,
        MESSAGES.docsColumnDescription,
      ],
      rows: [
        ["email", "string", yes, MESSAGES.docsFieldEmail],
        ["amount", "integer", yes, fill(MESSAGES.docsFieldAmount)],
        ["details", "string", no, MESSAGES.docsFieldDetails],
      ],
    },
    { kind: "heading", text: MESSAGES.docsResponseTitle },
    { kind: "paragraph", text: MESSAGES.docsResponseBody },
    { kind: "code", label: MESSAGES.docsResponseTitle, code: SAMPLE_RESPONSE },
    { kind: "heading", text: MESSAGES.docsErrorsTitle },
    { kind: "paragraph", text: MESSAGES.docsErrorsBody },
    {
      kind: "table",
      columns: [MESSAGES.docsColumnStatus, MESSAGES.docsColumnMeaning],
      rows: MESSAGES.docsErrorRows.map(([status, meaning]) => [status, fill(meaning)]),
    },
    { kind: "link", label: MESSAGES.docsOpenApi, href: `${origin}${OPENAPI_PATH}` },
  ];
}

/**
 * The documentation for this server's origin. With `apiKey` the examples use the developer's own
 * key; without it (or for the PDF, which is easily shared) they use a placeholder.
 */
export function buildApiDocs({
  origin,
  apiKey,
}: {
  origin: string;
  apiKey: string | null;
}): ApiDocs {
  return {
    title: MESSAGES.docsTitle,
    sections: [
      {
        id: "introduction",
        title: MESSAGES.docsIntroductionTitle,
        blocks: paragraphs(MESSAGES.docsIntroduction),
      },
      {
        id: "rate-limits",
        title: MESSAGES.docsRateLimitsTitle,
        blocks: paragraphs(MESSAGES.docsRateLimits),
      },
      { id: "endpoint", title: MESSAGES.docsEndpointTitle, blocks: endpointBlocks(origin) },
      {
        id: "code-examples",
        title: MESSAGES.docsExamplesTitle,
        blocks: [
          {
            kind: "paragraph",
            text: apiKey ? MESSAGES.docsExamplesWithKey : MESSAGES.docsExamplesPlaceholder,
          },
          {
            kind: "examples",
            examples: codeExamples({ origin, apiKey: apiKey ?? API_KEY_PLACEHOLDER }),
          },
        ],
      },
      {
        id: "best-practices",
        title: MESSAGES.docsBestPracticesTitle,
        blocks: [{ kind: "list", items: MESSAGES.docsBestPractices.map(fill) }],
      },
    ],
  };
}
