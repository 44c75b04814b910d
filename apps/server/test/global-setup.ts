import { writeFile, rm, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_OPTIONS, wrapPglite } from "../src/db/client";
import { migrate } from "../src/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * Starting PGlite and running the migrations costs seconds; done once here, every test file then
 * loads a copy of the migrated data directory in well under one.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), "trophy-snapshot-"));
  const file = path.join(dir, "migrated.tar");
  const client = await PGlite.create(PGLITE_OPTIONS);
  await migrate(wrapPglite(client));
  await writeFile(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await client.close();
  project.provide("pgliteSnapshot", file);
  return () => rm(dir, { recursive: true, force: true });
}
