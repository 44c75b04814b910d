import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { createStudent, signIn } from "./support/accounts";
import { demoApiKey } from "./support/awards";
import { DEMO_DEVELOPER, E2E_BASE_URL, PASSWORD } from "./support/env";

const run = promisify(execFile);
const json = { accept: "application/json" };
const EXAMPLE_EMAIL = "student@example.com";

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
    "Best Practices",
  ]) {
    await expect(page.getByRole("region", { name: section })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Rate Limits" })).toContainText(
    "100 requests per hour per API key",
  );
  const endpoint = page.getByRole("region", { name: "Endpoint" });
  for (const status of ["400", "401", "403", "404", "422", "429"]) {
    await expect(endpoint.getByRole("rowheader", { name: status })).toBeVisible();
  }
  await expect(endpoint.getByRole("link", { name: /openapi\.json$/ })).toHaveAttribute(
    "href",
    `${E2E_BASE_URL}/api/v1/openapi.json`,
  );

  const student = await createStudent(request, "Curl Cora");
  const key = await demoApiKey(request);

  await page.getByRole("tab", { name: "cURL" }).click();
  const curl =
    (await page.getByRole("tabpanel", { name: "cURL" }).locator("pre").textContent()) ?? "";
  expect(curl).toContain(key);
  expect(curl).toContain(`${E2E_BASE_URL}/api/v1/award-trophies`);
  const { stdout } = await run("/bin/sh", ["-c", curl.replace(EXAMPLE_EMAIL, student.email)]);
  const answer = JSON.parse(stdout) as { success: boolean; transaction: { amount: number } };
  expect(answer.success).toBe(true);
  await expect.poll(() => balanceOf(request, student.email)).toBe(answer.transaction.amount);

  await page.getByRole("tab", { name: "JavaScript" }).click();
  const script =
    (await page.getByRole("tabpanel", { name: "JavaScript" }).locator("pre").textContent()) ?? "";
  expect(script).toContain(key);
  const node = await run(process.execPath, ["-e", script.replace(EXAMPLE_EMAIL, student.email)]);
  expect(node.stdout).toContain("Awarded:");
  await expect.poll(() => balanceOf(request, student.email)).toBe(2 * answer.transaction.amount);
});

test("Download PDF saves the documentation as a PDF file", async ({ page, request }) => {
  const downloaded = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe("trophy-rewards-api-documentation.pdf");
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = bytes.toString("latin1");
  expect(text).toContain("award-trophies");
  // The file carries a placeholder, never the developer's own key.
  expect(text).toContain("YOUR_API_KEY");
  expect(text).not.toContain(await demoApiKey(request));
});
