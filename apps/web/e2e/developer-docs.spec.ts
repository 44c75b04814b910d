import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { createStudent, signIn } from "./support/accounts";
import { demoApiKey } from "./support/awards";
import { DEMO_DEVELOPER, E2E_BASE_URL, PASSWORD } from "./support/env";

const run = promisify(execFile);
const json = { accept: "application/json" };
const EXAMPLE_EMAIL = "student@example.com";
/** The receiver address and secret the webhook samples are written with. */
const SAMPLE_WEBHOOK_URL = "http://localhost:4000/hooks/trophy";

async function balanceOf(request: APIRequestContext, email: string): Promise<number> {
  const login = await request.post("/auth/login", {
    data: { email, password: PASSWORD },
    headers: json,
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await request.get("/api/students/trophies", {
    headers: { ...json, authorization: `Bearer ${accessToken}` },
  });
  return ((await res.json()) as { balance: number }).balance;
}

/** The demo developer's test key, as the API Keys page gets it. */
async function demoTestKey(request: APIRequestContext): Promise<string> {
  const login = await request.post("/auth/login", { data: DEMO_DEVELOPER, headers: json });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await request.get("/api/developers/api-key", {
    headers: { ...json, authorization: `Bearer ${accessToken}` },
  });
  const { testApiKey } = (await res.json()) as { testApiKey: string | null };
  expect(testApiKey).toMatch(/^trk_test_/);
  return testApiKey ?? "";
}

/** The code of a tab of the award examples. */
async function sample(page: Page, tab: string): Promise<string> {
  await page.getByRole("tab", { name: tab }).click();
  return (await page.getByRole("tabpanel", { name: tab }).locator("pre").textContent()) ?? "";
}

/** A code sample of the Webhooks section, by its name. */
async function webhookSample(page: Page, name: string): Promise<string> {
  const section = page.getByRole("region", { name: "Webhooks", exact: true });
  return (await section.getByRole("region", { name }).locator("pre").textContent()) ?? "";
}

/** An HTTP receiver that checks each request's signature as an integrator's would. */
async function signatureChecker(secret: string) {
  const verdicts: string[] = [];
  const webhook = new Webhook(secret);
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };
  const server = createServer((req, res) => {
    void read(req).then((body) => {
      try {
        const event = webhook.verify(body, req.headers as Record<string, string>) as {
          type: string;
        };
        verdicts.push(`verified ${event.type}`);
        res.writeHead(204).end();
      } catch (error) {
        verdicts.push(`refused: ${(error as Error).message}`);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/trophy`,
    verdicts,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A message signed as the server signs its deliveries. */
function signed(secret: string, body: string) {
  const id = `msg_${randomBytes(8).toString("hex")}`;
  const now = new Date();
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(id, now, body),
  };
}

/** A port nothing listens on, for the sample receiver. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const newSecret = () => `whsec_${randomBytes(24).toString("base64")}`;
const PING = JSON.stringify({
  type: "ping",
  timestamp: new Date().toISOString(),
  livemode: false,
  data: { message: "A test event sent from the Webhooks page" },
});

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_DEVELOPER.email, DEMO_DEVELOPER.password);
  await page.goto("/developer");
  await page
    .getByRole("navigation", { name: "Area navigation" })
    .getByRole("link", {
      name: "Documentation",
    })
    .click();
  await expect(page).toHaveURL(/\/developer\/documentation$/);
});

test("the documented curl and JavaScript examples award trophies for real", async ({
  page,
  request,
}) => {
  for (const section of [
    "Introduction",
    "Rate Limits",
    "Endpoint",
    "Code Examples",
    "Batches",
    "Reversal",
    "Sandbox",
    "Webhooks",
    "Best Practices",
  ]) {
    await expect(page.getByRole("region", { name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Rate Limits" })).toContainText(
    "100 requests per hour per developer",
  );
  const endpoint = page.getByRole("region", { name: "Endpoint" });
  for (const status of ["400", "401", "403", "404", "409", "422", "429"]) {
    await expect(endpoint.getByRole("rowheader", { name: status })).toBeVisible();
  }
  await expect(endpoint.getByRole("link", { name: /openapi\.json$/ })).toHaveAttribute(
    "href",
    `${E2E_BASE_URL}/api/v1/openapi.json`,
  );

  const student = await createStudent(request, "Curl Cora");
  const key = await demoApiKey(request);

  // The examples carry the test key until the developer chooses the live one.
  expect(await sample(page, "cURL")).toContain("X-API-Key: trk_test_");
  await page
    .getByRole("region", { name: "Code Examples", exact: true })
    .getByRole("button", { name: "Live key" })
    .click();
  const curl = await sample(page, "cURL");
  expect(curl).toContain(key);
  expect(curl).toContain(`${E2E_BASE_URL}/api/v1/award-trophies`);
  const { stdout } = await run("/bin/sh", ["-c", curl.replace(EXAMPLE_EMAIL, student.email)]);
  const answer = JSON.parse(stdout) as { success: boolean; transaction: { amount: number } };
  expect(answer.success).toBe(true);
  await expect.poll(() => balanceOf(request, student.email)).toBe(answer.transaction.amount);

  const script = await sample(page, "JavaScript");
  expect(script).toContain(key);
  const node = await run(process.execPath, ["-e", script.replace(EXAMPLE_EMAIL, student.email)]);
  expect(node.stdout).toContain("Awarded:");
  await expect.poll(() => balanceOf(request, student.email)).toBe(2 * answer.transaction.amount);
});

test("the sandbox example simulates a 429 with the developer's test key", async ({
  page,
  request,
}) => {
  const sandbox = page.getByRole("region", { name: "Sandbox", exact: true });
  for (const status of ["404", "409", "422", "429"]) {
    await expect(sandbox.getByRole("rowheader", { name: status })).toBeVisible();
  }
  const testKey = await demoTestKey(request);
  const curl = (await sandbox.getByRole("region", { name: "Simulated 429" }).textContent()) ?? "";
  expect(curl).toContain(testKey);
  const { stdout } = await run("/bin/sh", ["-c", curl]);
  expect(stdout).toMatch(/^HTTP\/1\.1 429/);
  expect(stdout).toMatch(/^retry-after: \d+/im);
  expect(stdout).toMatch(/^ratelimit-remaining: 0/im);
  expect(stdout).toContain('"code":"rate_limited"');
});

test("the webhook samples in JavaScript and the shell check signatures as the server signs", async ({
  page,
}) => {
  const secret = newSecret();
  // The shell sample signs a ping; a receiver using the standardwebhooks package accepts it.
  const receiver = await signatureChecker(secret);
  try {
    const shell = await webhookSample(page, "Shell (openssl, curl)");
    expect(shell).toContain(SAMPLE_WEBHOOK_URL);
    await run("/bin/sh", [
      "-c",
      shell
        .replace('SECRET="whsec_..."', `SECRET="${secret}"`)
        .replace(SAMPLE_WEBHOOK_URL, receiver.url),
    ]);
    expect(receiver.verdicts).toEqual(["verified ping"]);
  } finally {
    await receiver.close();
  }

  // The JavaScript sample accepts a delivery signed like the server's, and refuses it altered.
  const port = await freePort();
  const script = await webhookSample(page, "JavaScript (Node.js, standardwebhooks)");
  expect(script).toContain('from "standardwebhooks"');
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      script.replace(".listen(4000)", `.listen(${port}, () => console.log("listening"))`),
    ],
    // From the repository, where the standardwebhooks package is installed.
    { cwd: process.cwd(), env: { ...process.env, WEBHOOK_SECRET: secret } },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect.poll(() => output).toContain("listening");
    const url = `http://127.0.0.1:${port}/hooks/trophy`;
    const headers = signed(secret, PING);
    const good = await fetch(url, { method: "POST", body: PING, headers });
    expect(good.status).toBe(204);
    const altered = await fetch(url, { method: "POST", body: `${PING} `, headers });
    expect(altered.status).toBe(400);
    await expect.poll(() => output).toContain(`Verified ping ${headers["webhook-id"]}`);
  } finally {
    child.kill();
  }
});

test("the Python webhook sample checks signatures as the server signs", async ({ page }) => {
  const python = await run("python3", ["--version"]).then(
    () => true,
    () => false,
  );
  test.skip(!python, "python3 is not installed");
  const secret = newSecret();
  const headers = signed(secret, PING);
  const code = await webhookSample(page, "Python (standard library)");
  const call = (body: string) =>
    `${code}\nprint(verify_webhook(${JSON.stringify(secret)}, ${JSON.stringify(headers)}, ${JSON.stringify(body)}.encode("utf-8"))["type"])\n`;
  expect((await run("python3", ["-c", call(PING)])).stdout.trim()).toBe("ping");
  await expect(run("python3", ["-c", call(`${PING} `)])).rejects.toThrow(/no valid signature/);
});

test("the interactive reference opens from the page and lists every operation", async ({
  page,
}) => {
  const opened = page.context().waitForEvent("page");
  await page.getByRole("link", { name: "Interactive API reference" }).first().click();
  const reference = await opened;
  const problems: string[] = [];
  reference.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  reference.on("request", (req) => {
    if (!req.url().startsWith(E2E_BASE_URL) && !req.url().startsWith("data:"))
      problems.push(`request to ${req.url()}`);
  });
  await expect(reference).toHaveURL(`${E2E_BASE_URL}/api/v1/docs/`);
  await expect(reference.getByRole("heading", { name: "Trophy Rewards award API" })).toBeVisible();
  for (const operation of [
    "Award trophies to a student",
    "Award trophies to many students at once",
    "Look up one of your awards",
    "Reverse one of your awards",
  ]) {
    await expect(reference.getByText(operation).first()).toBeVisible();
  }
  const webhooks = reference.getByRole("list", { name: "Webhooks endpoints" });
  for (const event of ["An award was made", "An award was reversed", "A test event"])
    await expect(webhooks).toContainText(event);
  expect(problems).toEqual([]);
});

test("Download PDF saves the documentation as a PDF file", async ({ page, request }) => {
  const downloaded = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe("trophy-rewards-api-documentation.pdf");
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = bytes.toString("latin1");
  for (const part of [
    "award-trophies",
    "award-trophies/batch",
    "webhook-signature",
    "X-Simulate-Error",
  ])
    expect(text).toContain(part);
  // The file carries placeholders, never the developer's own keys.
  expect(text).toContain("YOUR_API_KEY");
  expect(text).toContain("YOUR_TEST_API_KEY");
  expect(text).not.toContain(await demoApiKey(request));
});
