import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { GENERATED_FILE, generatedTypes, openApiDocument } from "../scripts/generate.js";

describe("the generated types", () => {
  it("are what the server's OpenAPI document makes now", async () => {
    const fresh = await generatedTypes(await openApiDocument());
    const committed = await readFile(GENERATED_FILE, "utf8");
    // On a difference: `npm run generate:clients`, then read the diff of
    // packages/client/src/generated/openapi.ts to see what the contract changed for clients.
    expect(
      committed,
      "packages/client/src/generated/openapi.ts is stale: npm run generate:clients",
    ).toBe(fresh);
  });
});
