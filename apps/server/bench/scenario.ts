// Where each benchmark runs: its own data folder, removed afterwards, its own database when one
// is given, and the secret every server the benchmarks start shares.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig, type Config } from "../src/config";

export const BENCH_SECRET = "bench-secret-0123456789abcdef0123456789abcdef";

export type Scenario = (config: Config, env: Record<string, string>) => Promise<void>;

/** One scenario as its own section of the output: `== label: title`, then what it prints. */
export async function benchScenario(
  label: string,
  title: string,
  databaseUrl: string | undefined,
  port: number,
  scenario: Scenario,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "trophy-bench-"));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    APP_SECRET: BENCH_SECRET,
    PORT: String(port),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  console.log(`\n== ${label}: ${title}`);
  try {
    await scenario(loadConfig(env), env);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
