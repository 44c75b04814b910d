import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  expectFitsViewport,
  expectNoAxeViolations,
  expectRoutesFitInLanguages,
  PHONE,
} from "./support/a11y";
import { createParent, createStudent, signIn } from "./support/accounts";
import { PASSWORD } from "./support/env";
import { linkStudent } from "./support/parents";

/** Connections both ways (issue 14): a parent's sent requests, a student's linked parents. */

const json = { accept: "application/json" };

// axe runs twice per state (light and dark): slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

const row = (page: Page, list: string, name: string) =>
  page.getByRole("list", { name: list }).getByRole("listitem", { name, exact: true });

async function check(page: Page, state: string): Promise<void> {
  await expectFitsViewport(page, state);
  await expectNoAxeViolations(page, state);
}

async function authHeaders(request: APIRequestContext, email: string) {
  const res = await request.post("/auth/login", {
    data: { email, password: PASSWORD },
    headers: json,
  });
  expect(res.status()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { ...json, authorization: `Bearer ${accessToken}` };
}

/** The student declines the parent's request through the student API. */
async function declineRequest(request: APIRequestContext, studentEmail: string) {
  const headers = await authHeaders(request, studentEmail);
  const list = await request.get("/api/students/connection-requests", { headers });
  const { requests } = (await list.json()) as { requests: { id: string }[] };
  expect(requests).toHaveLength(1);
  const res = await request.post(
    `/api/students/connection-requests/${requests[0]?.id ?? ""}/reject`,
    {
      headers,
    },
  );
  expect(res.status()).toBe(200);
}

test("a parent sees the requests they sent, pending and declined, and cancels a pending one", async ({
  page,
  request,
}) => {
  const parent = await createParent(request, "Cora Connect");
  const waiting = await createStudent(request, "Wendy Waiting");
  const declining = await createStudent(request, "Dan Declines");
  await signIn(page, parent.email);

  await test.step("a request declined by the student shows as declined, without Cancel", async () => {
    await page.goto("/parent/students");
    await page.getByLabel("Student email").fill(declining.email);
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(row(page, "Sent Requests", declining.email)).toContainText("Pending");
    await declineRequest(request, declining.email);
    await page.reload();
    const declined = row(page, "Sent Requests", declining.email);
    await expect(declined).toContainText("Declined");
    await expect(declined).toContainText(/Sent .+ · Declined /);
    await expect(declined.getByRole("button")).toHaveCount(0);
  });

  await test.step("a new request shows as pending, on the Students page and the dashboard", async () => {
    await page.getByLabel("Student email").fill(waiting.email);
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByText("Connection request sent", { exact: true }).first()).toBeVisible();
    const pending = row(page, "Sent Requests", waiting.email);
    await expect(pending).toContainText("Pending");
    await expect(pending.getByRole("button", { name: "Cancel Request" })).toBeVisible();
    // No student is linked yet: the list says so, and the requests are above it.
    await expect(page.getByText("No linked students yet.", { exact: false })).toBeVisible();
    await check(page, "students page with a pending and a declined request");

    await page.goto("/parent");
    await expect(
      page.getByText("1 connection request is waiting for the student's answer."),
    ).toBeVisible();
    await check(page, "dashboard with a waiting request");
    await page.getByRole("link", { name: "View requests" }).click();
    await expect(page).toHaveURL(/\/parent\/students$/);
  });

  await test.step("Cancel withdraws it: gone for the parent and the student", async () => {
    await row(page, "Sent Requests", waiting.email)
      .getByRole("button", { name: "Cancel Request" })
      .click();
    await expect(page.getByText("Request cancelled", { exact: true }).first()).toBeVisible();
    await expect(row(page, "Sent Requests", waiting.email)).toHaveCount(0);
    await expect(row(page, "Sent Requests", declining.email)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sent Requests" })).toBeFocused();
    const headers = await authHeaders(request, waiting.email);
    const seen = await request.get("/api/students/connection-requests", { headers });
    expect(await seen.json()).toEqual({ requests: [], total: 0 });
    await page.goto("/parent");
    await expect(page.getByText(/waiting for the student/)).toHaveCount(0);
  });

  await expectRoutesFitInLanguages(page, ["/parent/students"], [360], ["es"]);
});

test("a student removes a linked parent from the profile, after a question", async ({
  page,
  request,
}) => {
  const student = await createStudent(request, "Sam Student");
  const mum = await createParent(request, "Maria Mum");
  const coach = await createParent(request, "Carl Coach");
  await linkStudent(request, mum.email, student.email);
  await linkStudent(request, coach.email, student.email);
  await signIn(page, student.email);
  await page.goto("/student/profile");

  const section = page.getByRole("region", { name: "Parents and guides" });
  await expect(row(page, "Parents and guides", mum.email)).toContainText("Maria Mum");
  await expect(row(page, "Parents and guides", coach.email)).toContainText("Carl Coach");
  await expect(section).toContainText("Linked since");
  await check(page, "student profile with linked parents");

  await test.step("the question can be dismissed: nothing changes", async () => {
    await row(page, "Parents and guides", mum.email)
      .getByRole("button", { name: "Remove" })
      .click();
    const dialog = page.getByRole("alertdialog", { name: "Remove this parent/guide?" });
    await expect(dialog).toContainText(`Maria Mum (${mum.email})`);
    await check(page, "remove parent confirmation");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, "Parents and guides", mum.email)).toBeVisible();
  });

  await test.step("confirmed, the link ends: the parent no longer sees the student", async () => {
    await row(page, "Parents and guides", mum.email)
      .getByRole("button", { name: "Remove" })
      .click();
    const dialog = page.getByRole("alertdialog", { name: "Remove this parent/guide?" });
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Parent/guide removed", { exact: true }).first()).toBeVisible();
    await expect(row(page, "Parents and guides", mum.email)).toHaveCount(0);
    await expect(row(page, "Parents and guides", coach.email)).toBeVisible();
    const headers = await authHeaders(request, mum.email);
    const res = await request.get("/api/parents/students", { headers });
    expect(await res.json()).toEqual({ students: [], total: 0 });
  });

  await test.step("the last one removed, the section says how links come about", async () => {
    await row(page, "Parents and guides", coach.email)
      .getByRole("button", { name: "Remove" })
      .click();
    await page
      .getByRole("alertdialog", { name: "Remove this parent/guide?" })
      .getByRole("button", { name: "Remove" })
      .click();
    await expect(section).toContainText("No parent or guide is linked to you.");
    await check(page, "student profile without linked parents");
  });

  await linkStudent(request, mum.email, student.email);
  await expectRoutesFitInLanguages(page, ["/student/profile"], [360], ["es"]);
});
