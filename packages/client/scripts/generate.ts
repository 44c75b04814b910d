// Writes src/generated/openapi.ts, the client's types and paths, from the award API's OpenAPI
// document as the server generates it (the first step of `npm run lint:openapi`). `npm run build`
// runs it; test/generated.test.ts fails when the committed file is not what it would write now.
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { format, resolveConfig } from "prettier";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../..");
export const GENERATED_FILE = path.resolve(here, "../src/generated/openapi.ts");

const HEADER = `// Generated from the award API's OpenAPI document by scripts/generate.ts (npm run generate).
// Do not edit: change the server's routes or apps/server/src/modules/awards/openapi*.ts instead.
`;

/** The document an installation serves at /api/v1/openapi.json, built from the server's sources. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dir = await mkdtemp(path.join(tmpdir(), "trophy-client-openapi-"));
  const out = path.join(dir, "openapi.json");
  try {
    const made = spawnSync(
      process.execPath,
      ["--import", "tsx", "apps/server/src/cli/openapi-document.ts", "--out", out],
      { cwd: repoRoot, encoding: "utf8" },
    );
    if (made.status !== 0) {
      throw new Error(`the OpenAPI document could not be made:\n${made.stderr}`);
    }
    return JSON.parse(await readFile(out, "utf8")) as Record<string, unknown>;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The TypeScript the document turns into, laid out as the repository's Prettier lays out code. */
export async function generatedTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
  const options = (await resolveConfig(GENERATED_FILE)) ?? {};
  return format(HEADER + astToString(ast), { ...options, filepath: GENERATED_FILE });
}

async function main(): Promise<void> {
  await writeFile(GENERATED_FILE, await generatedTypes(await openApiDocument()));
  console.log(`wrote ${path.relative(repoRoot, GENERATED_FILE)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
