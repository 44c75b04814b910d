import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { errorCodeTable } from "./error-code-reference";

/** A table's rows with their cells trimmed, so that Prettier's padding does not count. */
function rows(markdown: string): string[] {
  return markdown
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|[\s|-]+\|$/.test(line))
    .map((line) =>
      line
        .split("|")
        .map((cell) => cell.trim())
        .join("|"),
    );
}

describe("the error-code table of docs/api.md", () => {
  it("is the one the shared reference writes (npm run docs:errors)", () => {
    const doc = readFileSync(new URL("../../../docs/api.md", import.meta.url), "utf8");
    const block = doc.slice(
      doc.indexOf("<!-- error-codes:start"),
      doc.indexOf("<!-- error-codes:end -->"),
    );
    expect(rows(block)).toEqual(rows(errorCodeTable()));
  });
});
