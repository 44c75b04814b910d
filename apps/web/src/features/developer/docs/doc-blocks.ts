import {
  API_RATE_LIMIT_PER_HOUR,
  API_TEST_RATE_LIMIT_PER_HOUR,
  APP_REVERSAL_WINDOW_DAYS,
  AWARD_BATCH_MAX,
  AWARD_MAX,
  AWARD_MIN,
} from "@trophy/shared/constants";
import { formatNumber } from "@/lib/format";
import type { CodeExample } from "./code-examples";

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
  | {
      kind: "examples";
      /** Names the tab list, where a page has more than one set of examples. */
      label: string;
      examples: readonly CodeExample[];
      /** The examples carry the developer's key: the page shows placeholders until it loads. */
      usesKey: boolean;
    }
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

/** The numbers the docs' texts name, in the reader's number format ("1,000", "1.000"). */
export const docValues = () => ({
  limit: formatNumber(API_RATE_LIMIT_PER_HOUR),
  testLimit: formatNumber(API_TEST_RATE_LIMIT_PER_HOUR),
  min: formatNumber(AWARD_MIN),
  max: formatNumber(AWARD_MAX),
  batchMax: formatNumber(AWARD_BATCH_MAX),
  reversalDays: formatNumber(APP_REVERSAL_WINDOW_DAYS),
});

export const paragraphs = (texts: readonly string[]): DocBlock[] =>
  texts.map((text) => ({ kind: "paragraph", text }));

/** A JSON sample as the API sends it, indented for reading. */
export const json = (value: unknown) => JSON.stringify(value, null, 2);
