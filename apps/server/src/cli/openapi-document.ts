import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openMigratedDatabase } from "../db/open-migrated";

/** The address of a deployed installation; a local one's (localhost) is what no server should publish. */
const PUBLIC_URL = "https://rewards.school.example";

/**
 * Writes (`--out <file>`) or prints the OpenAPI document of the award API as an installation at PUBLIC_URL serves it at
 * /api/v1/openapi.json, built from the app itself on a throw-away in-memory database, so that
 * `npm run lint:openapi` checks exactly what integrators download.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const dataDir = await mkdtemp(path.join(tmpdir(), "trophy-openapi-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL,
    APP_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "silent",
  });
  const database = await openMigratedDatabase({
    ...config,
    database: { kind: "pglite", dir: null },
  });
  const app = await buildApp({ config, database, logger: false, webRoot: false });
  try {
    const res = await app.inject({ method: "GET", url: "/api/v1/openapi.json" });
    if (res.statusCode !== 200) throw new Error(`openapi.json answered ${res.statusCode}`);
    const text = `${JSON.stringify(res.json(), null, 2)}\n`;
    if (values.out) {
      await mkdir(path.dirname(values.out), { recursive: true });
      await writeFile(values.out, text);
    } else {
      process.stdout.write(text);
    }
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
