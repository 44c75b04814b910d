import { expect, test, type Page } from "@playwright/test";
import { createStudent, signIn } from "./support/accounts";
import { awardTrophies } from "./support/awards";

const STREAM = "**/api/sse/balance-updates/*";
const streamToken = (url: string) => decodeURIComponent(url.split("/balance-updates/")[1] ?? "");

/**
 * Signs the student in and waits for the stream the landing page opens once its signed-in header
 * has loaded, so the streams caught afterwards are the next page's.
 */
async function signInStudent(page: Page, email: string): Promise<void> {
  const landingStream = page.waitForRequest((r) => r.url().includes("/api/sse/balance-updates/"));
  await signIn(page, email);
  await landingStream;
}

/**
 * The first stream the page opens answers `connected` and ends, as the server ends a stream whose
 * access token expired; later streams reach the server.
 */
async function endFirstStream(page: Page): Promise<string[]> {
  const opened: string[] = [];
  await page.route(STREAM, async (route) => {
    opened.push(streamToken(route.request().url()));
    if (opened.length > 1) return route.continue();
    return route.fulfill({
      status: 200,
      headers: { "content-type": "text/event-stream", "cache-control": "no-store" },
      body: `event: connected\nid: 0\ndata: ${JSON.stringify({ type: "connected", data: { balance: 0 } })}\n\n`,
    });
  });
  return opened;
}

test("a stream the server ends reopens with a fresh token and stays live", async ({
  page,
  request,
}) => {
  const student = await createStudent(request, "Renewed Rae");
  await signInStudent(page, student.email);
  const opened = await endFirstStream(page);
  const refreshed = page.waitForRequest(
    (r) => r.url().endsWith("/auth/refresh") && r.method() === "POST",
  );
  const reopened = page.waitForResponse(
    (r) => r.url().includes("/api/sse/balance-updates/") && opened.length > 1,
  );
  await page.goto("/student");

  await refreshed;
  expect((await reopened).status()).toBe(200);
  const [first, second] = opened;
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBe(second);

  await awardTrophies(request, student.email, 12, "After the reconnect");
  const badge = page.getByRole("banner").getByRole("status", { name: "Your trophy balance" });
  await expect(badge).toContainText("12");
  await expect(page.getByText("You earned 12 trophies: After the reconnect").first()).toBeVisible();
  await expect(page.getByText("Session Expired")).toHaveCount(0);
});

test("when the session cannot be renewed, the stream stops and the student signs in again", async ({
  page,
  request,
}) => {
  const student = await createStudent(request, "Ended Eli");
  await signInStudent(page, student.email);
  // The session was revoked elsewhere: its refresh token no longer works, and the server ends
  // the stream.
  await page.evaluate(() => {
    localStorage.setItem("refreshToken", "revoked-refresh-token");
  });
  const opened = await endFirstStream(page);
  await page.goto("/student");

  await expect(page.getByText("Session Expired").first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
  await page.waitForTimeout(3_000);
  expect(opened).toHaveLength(1);
});
