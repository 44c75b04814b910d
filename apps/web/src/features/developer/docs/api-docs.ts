import { API_RATE_LIMIT_PER_HOUR, AWARD_MAX, AWARD_MIN } from "@trophy/shared/constants";
import { fillTemplate } from "@/lib/fill-template";
import { formatNumber } from "@/lib/format";
import { API_KEY_PLACEHOLDER, AWARD_PATH, EXAMPLE_AMOUNT, OPENAPI_PATH } from "./api-origin";
import { codeExamples, type CodeExample } from "./code-examples";
import { DEVELOPER_COPY } from "../copy";

/**
 * The API documentation as data: the page renders it and the PDF is written from it, so the two
 * never say different things.
 */
export type DocBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: readonly string[] }
  | {
      kind: "table";
      /** Names the table's scroll region on the page. */
      label: string;
      columns: readonly string[];
      rows: readonly (readonly string[])[];
    }
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

/** The numbers in the texts, in the reader's number format ("1,000", "1.000"). */
const fill = (text: string) =>
  fillTemplate(text, {
    limit: formatNumber(API_RATE_LIMIT_PER_HOUR),
    min: formatNumber(AWARD_MIN),
    max: formatNumber(AWARD_MAX),
  });
const paragraphs = (texts: readonly string[]): DocBlock[] =>
  texts.map((text) => ({ kind: "paragraph", text: fill(text) }));

function errorRows(): string[][] {
  const c = DEVELOPER_COPY;
  return [
    ["400", c.docsError400],
    ["401", c.docsError401],
    ["403", c.docsError403],
    ["404", c.docsError404],
    ["422", c.docsError422],
    ["429", c.docsError429],
  ];
}

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
    title: DEVELOPER_COPY.docsTitle,
    sections: [
      {
        id: "introduction",
        title: DEVELOPER_COPY.docsIntroductionTitle,
        blocks: paragraphs(DEVELOPER_COPY.docsIntroduction),
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
          {
            kind: "paragraph",
            text: apiKey
              ? DEVELOPER_COPY.docsExamplesWithKey
              : DEVELOPER_COPY.docsExamplesPlaceholder,
          },
          {
            kind: "examples",
            examples: codeExamples({ origin, apiKey: apiKey ?? API_KEY_PLACEHOLDER }),
          },
        ],
      },
      {
        id: "best-practices",
        title: DEVELOPER_COPY.docsBestPracticesTitle,
        blocks: [{ kind: "list", items: DEVELOPER_COPY.docsBestPractices.map(fill) }],
      },
    ],
  };
}
