import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERATED_FILE } from "../scripts/generate.js";
import { TrophyClient } from "../src/index.js";
import { world } from "./support/world.js";

const run = promisify(execFile);
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = path.resolve(packageDir, "../..");
const w = world();
let scratch = "";
let tarball = "";

/**
 * `npm pack` as a release makes it (prepack: generate, then compile), and the tarball installed
 * into a project of its own, outside the workspace, as an integrator installs it. Its two
 * dependencies come from npm's cache when `npm ci` has filled it, else from the registry.
 */
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "trophy-client-pack-"));
  const generatedBefore = await readFile(GENERATED_FILE, "utf8");
  const packed = await run("npm", ["pack", "--json", "--pack-destination", scratch], {
    cwd: packageDir,
  });
  // The tarball was made from the committed types, not from types npm pack had to regenerate.
  expect(await readFile(GENERATED_FILE, "utf8"), "src/generated/openapi.ts is stale").toBe(
    generatedBefore,
  );
  const [{ filename }] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf("["))) as [
    { filename: string },
  ];
  tarball = path.join(scratch, filename);
  const project = path.join(scratch, "project");
  await cp(path.join(repoRoot, "examples/sandbox-quiz"), project, { recursive: true });
  await run(
    "npm",
    ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error", tarball],
    { cwd: project },
  );
}, 240_000);
afterAll(() => rm(scratch, { recursive: true, force: true }));

const project = () => path.join(scratch, "project");

describe("the npm package", () => {
  it("holds the compiled client, its types and README, and nothing of the sources", async () => {
    const { stdout } = await run("tar", ["-tzf", tarball]);
    const files = stdout.trim().split("\n").sort();
    expect(files).toContain("package/dist/index.js");
    expect(files).toContain("package/dist/index.d.ts");
    expect(files).toContain("package/dist/generated/openapi.d.ts");
    expect(files).toContain("package/README.md");
    expect(files.filter((f) => /\/(src|test|scripts)\//.test(f))).toEqual([]);
  });

  it("awards against the real server from a project that installed the tarball", async () => {
    await writeFile(
      path.join(project(), "award.mjs"),
      `import { TrophyClient } from "@trophy/client";
const client = new TrophyClient({ apiKey: process.env.KEY, baseUrl: process.env.BASE });
const award = await client.awardTrophies({ email: "packed@sandbox.test", amount: 3 });
console.log(JSON.stringify({ mode: client.mode, award }));`,
    );
    const { stdout } = await run(process.execPath, ["award.mjs"], {
      cwd: project(),
      env: { ...process.env, KEY: w.testKey, BASE: w.baseUrl },
    });
    const { mode, award } = JSON.parse(stdout) as {
      mode: string;
      award: { livemode: boolean; transaction: { id: string; amount: number } };
    };
    expect(mode).toBe("test");
    expect(award).toMatchObject({ livemode: false, transaction: { amount: 3 } });
    const sandbox = new TrophyClient({ apiKey: w.testKey, baseUrl: w.baseUrl });
    expect((await sandbox.getAward(award.transaction.id)).award.amount).toBe(3);
  });

  it("gives a TypeScript project its types", async () => {
    await writeFile(
      path.join(project(), "check.ts"),
      `import { TrophyClient, verifyWebhook, type AwardResponse, type ErrorCode } from "@trophy/client";
const client = new TrophyClient({ apiKey: "trk_test_x", baseUrl: "https://rewards.school.example" });
const answer: Promise<AwardResponse> = client.awardTrophies({ studentRef: "stu_1", amount: 1 });
const code: ErrorCode = "student_not_found";
// @ts-expect-error: an award names one student, by e-mail or by reference, not both
void client.awardTrophies({ email: "a@b.c", studentRef: "stu_1", amount: 1 });
void [answer, code, verifyWebhook];
`,
    );
    await writeFile(
      path.join(project(), "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          module: "nodenext",
          target: "es2022",
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
          lib: ["es2023", "dom"],
        },
        files: ["check.ts"],
      }),
    );
    const tsc = path.join(repoRoot, "node_modules/typescript/bin/tsc");
    await expect(run(process.execPath, [tsc, "-p", "."], { cwd: project() })).resolves.toBeTruthy();
  });

  it("runs the sandbox quiz example", async () => {
    const quiz = run(process.execPath, ["quiz.mjs"], {
      cwd: project(),
      env: { ...process.env, TROPHY_API_KEY: w.testKey, TROPHY_BASE_URL: w.baseUrl },
    });
    quiz.child.stdin?.end("56\nVenus\n6\n");
    const { stdout } = await quiz;
    expect(stdout).toContain("Right! +10 trophies");
    expect(stdout).toContain("Not quite: it is Mercury.");
    expect(stdout).toContain("quiz-player@sandbox.test earned 25 trophies in your sandbox.");
    const live = run(process.execPath, ["quiz.mjs"], {
      cwd: project(),
      env: { ...process.env, TROPHY_API_KEY: w.liveKey, TROPHY_BASE_URL: w.baseUrl },
    });
    await expect(live).rejects.toMatchObject({ code: 2 });
  });
});
