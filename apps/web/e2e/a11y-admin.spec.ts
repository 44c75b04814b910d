import { expect, test, type Page } from "@playwright/test";
import { admin, signIn } from "./support/accounts";
import { expectFitsViewport, expectNoAxeViolations, PHONE } from "./support/a11y";
import { developerRow, registerDeveloper } from "./support/developers";
import { DEMO_DEVELOPER } from "./support/env";

/** The other widths an admin screen must fit besides the phone's 390px. */
const WIDTHS = [360, 768] as const;

/** axe in both themes, then no sideways scroll at 390px, 360px and 768px. */
async function check(page: Page, state: string): Promise<void> {
  await expectNoAxeViolations(page, state);
  await expectFitsViewport(page, `${state} at 390px`);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    await expectFitsViewport(page, `${state} at ${String(width)}px`);
  }
  await page.setViewportSize(PHONE);
}

const toast = (page: Page, title: string) =>
  page.getByRole("status").filter({ hasText: title }).first();

// Each state runs axe twice (light, dark) and measures three widths.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, admin.email, admin.password);
});

test("dashboard: loading, loaded, failed", async ({ page }) => {
  await test.step("while loading: skeletons, no zeros", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/admin\/(dashboard|gift-cards\/inventory)$/, async (route) => {
      await held;
      // The page may have moved on meanwhile; the held request is then gone.
      await route.continue().catch(() => undefined);
    });
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Total Users" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(page.getByRole("region", { name: "Total Users" })).not.toContainText("0");
    await check(page, "dashboard loading");
    release();
    await page.unroute(/\/api\/admin\/(dashboard|gift-cards\/inventory)$/);
  });

  await test.step("loaded: every tile links to its list", async () => {
    await page.goto("/admin");
    await expect(page.getByRole("region", { name: "Recent Activity" })).toHaveAttribute(
      "aria-busy",
      "false",
    );
    await expect(page.getByRole("link", { name: /^Total Users/ })).toHaveAttribute(
      "href",
      "/admin/users",
    );
    await expect(page.getByRole("link", { name: /^Students/ })).toHaveAttribute(
      "href",
      "/admin/users?type=student",
    );
    await check(page, "dashboard");
  });

  await test.step("failed: says so where the figures would be, with Try again", async () => {
    await page.route(/\/api\/admin\/(dashboard|gift-cards\/inventory)$/, (route) =>
      route.fulfill({ status: 500, json: { error: "Database unavailable" } }),
    );
    await page.goto("/admin");
    await expect(page.getByRole("alert").filter({ hasText: "Database unavailable" })).toHaveCount(
      3,
    );
    await expect(page.getByRole("button", { name: "Try again" }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Total Users" })).toHaveCount(0);
    await check(page, "dashboard failed");
    await page.unroute(/\/api\/admin\/(dashboard|gift-cards\/inventory)$/);
    await page.getByRole("button", { name: "Try again" }).first().click();
    await expect(page.getByRole("region", { name: "Total Users" })).toBeVisible();
  });
});

test("developers: all, pending from the dashboard, reject and budget dialogs", async ({
  page,
  request,
}) => {
  const pending = await registerDeveloper(request, "A11y Apps");
  await page.goto("/admin/developers");
  await expect(developerRow(page, pending.email)).toBeVisible();
  await check(page, "developers (all)");

  await page.goto("/admin");
  await page.getByRole("link", { name: /^Pending Validations/ }).click();
  await expect(page).toHaveURL(/\/admin\/developers\?status=pending$/);
  const filters = page.getByRole("group", { name: "Filter developers" });
  await expect(filters.getByRole("button", { name: "Pending" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(developerRow(page, DEMO_DEVELOPER.email)).toHaveCount(0);
  await check(page, "developers (pending)");
  await page.reload();
  await expect(filters.getByRole("button", { name: "Pending" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await filters.getByRole("button", { name: "All" }).click();
  await expect(page).toHaveURL(/\/admin\/developers$/);

  await developerRow(page, pending.email).getByRole("button", { name: "Reject" }).click();
  const reject = page.getByRole("alertdialog", { name: "Reject this developer?" });
  await expect(reject).toBeVisible();
  await check(page, "reject developer dialog");
  await reject.getByRole("button", { name: "Cancel" }).click();

  await developerRow(page, DEMO_DEVELOPER.email)
    .getByRole("button", { name: "Change budget" })
    .click();
  const budget = page.getByRole("alertdialog", { name: "Change the daily trophy budget?" });
  await expect(budget).toBeVisible();
  await check(page, "budget dialog");
  await budget.getByRole("button", { name: "Cancel" }).click();
});

test("developers: a failed load says so, with Try again", async ({ page }) => {
  await page.route("**/api/admin/developers?*", (route) =>
    route.fulfill({ status: 500, json: { error: "Database unavailable" } }),
  );
  await page.goto("/admin/developers");
  await expect(page.getByRole("alert").filter({ hasText: "Database unavailable" })).toBeVisible();
  await expect(page.getByText("No developers found.")).toHaveCount(0);
  await check(page, "developers failed");
});

test("awards page with the reverse dialog", async ({ page }) => {
  const now = new Date().toISOString();
  const award = (n: number, reversed: boolean) => ({
    id: `a0000000-0000-4000-8000-00000000000${String(n)}`,
    developerId: "d",
    studentId: "s",
    studentEmail: `a-rather-long-student-address-${String(n)}@school.example.test`,
    amount: 1500,
    description: `Finished the fractions unit, chapter ${String(n)}`,
    descriptionText: null,
    createdAt: now,
    reversedAt: reversed ? now : null,
  });
  await page.route("**/api/admin/awards?*", (route) =>
    route.fulfill({ json: { awards: [award(1, false), award(2, true)], total: 2 } }),
  );
  await page.goto("/admin/developers");
  await developerRow(page, DEMO_DEVELOPER.email).getByRole("link", { name: "Awards" }).click();
  const list = page.getByRole("list", { name: "Awards" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText("1,500 trophies");
  await check(page, "awards");

  await list.getByRole("button", { name: "Reverse" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Reverse this award?" });
  await expect(dialog).toContainText("1,500 trophies");
  await check(page, "reverse award dialog");
  await dialog.getByRole("button", { name: "Cancel" }).click();
});

test("users: loading, search results with status, own row, suspend dialog, none found", async ({
  page,
}) => {
  await test.step("while loading: a skeleton list, never No users found.", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/admin/users?*", async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto("/admin/users");
    // The users list's skeleton (the sign-in throttle's card may still be loading beside it).
    await expect(page.getByRole("status", { name: "Loading..." }).first()).toBeVisible();
    await expect(page.getByText("No users found.")).toHaveCount(0);
    await check(page, "users loading");
    release();
    await page.unroute("**/api/admin/users?*");
  });

  await page.goto("/admin/users");
  const users = page.getByRole("list", { name: "Users" });
  await page.getByPlaceholder("Search by email or name...").fill(admin.email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const me = users.getByRole("listitem", { name: admin.email, exact: true });
  await expect(me).toContainText("Active");
  await expect(me).toContainText("You");
  await expect(me.getByRole("button", { name: "Suspend" })).toHaveCount(0);
  await check(page, "users (own row)");

  await page.goto("/admin/users?type=student");
  await expect(page.getByRole("combobox", { name: "User type" })).toHaveValue("student");
  const suspendable = users.getByRole("button", { name: "Suspend", exact: true }).first();
  await expect(suspendable).toBeVisible();
  await check(page, "users (students)");
  await suspendable.click();
  const dialog = page.getByRole("alertdialog", { name: "Suspend this user?" });
  await expect(dialog).toBeVisible();
  await check(page, "suspend user dialog");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.getByPlaceholder("Search by email or name...").fill("nobody-at-all-xyz");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No users found.")).toBeVisible();
  await check(page, "users (none found)");
  await page.getByRole("button", { name: "Show all users" }).click();
  await expect(users.getByRole("listitem").first()).toBeVisible();
  await expect(page.getByPlaceholder("Search by email or name...")).toHaveValue("");
});

test("gift cards: inventory, add single, bulk upload, delete confirmation", async ({ page }) => {
  await page.goto("/admin/gift-cards");
  const inventory = page.getByRole("tabpanel", { name: "Inventory" });
  // Open every card type: a toggle turns into "Hide denominations" once clicked.
  const closed = inventory.getByRole("button", { name: "Show denominations" });
  await expect(closed.first()).toBeVisible();
  while ((await closed.count()) > 0) await closed.first().click();
  await check(page, "gift card inventory");

  await inventory.getByRole("button", { name: "Delete", disabled: false }).first().click();
  const confirm = page.getByRole("alertdialog", { name: "Delete these gift cards?" });
  await expect(confirm).toBeVisible();
  await check(page, "delete gift cards dialog");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole("tab", { name: "Add Single" }).click();
  const form = page.getByRole("tabpanel", { name: "Add Single" });
  const suggestions = await form
    .locator(`datalist#${await form.getByLabel("Card Type").getAttribute("list").then(String)}`)
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(suggestions).toEqual(expect.arrayContaining(["amazon"]));
  await check(page, "add single gift card");

  await page.getByRole("tab", { name: "Bulk Upload" }).click();
  const upload = page.getByRole("tabpanel", { name: "Bulk Upload" });
  const csv =
    "code,card_type,usd_amount,trophy_cost,expires_at,notes\r\n" +
    "A11Y-LONG-CODE-0000000001,museum_pass_with_a_long_name,20,400,2031-06-30,A note that is long enough to need the frame to scroll sideways\r\n" +
    "A11Y-LONG-CODE-0000000002,museum_pass_with_a_long_name,20,400,,\r\n";
  await upload.getByLabel("Gift card file").setInputFiles({
    name: "cards.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  const preview = page.getByRole("region", { name: "Preview of the file" });
  await expect(preview.getByRole("table", { name: /Preview/ })).toContainText("First 2 of 2 rows");
  await check(page, "bulk upload with a preview");

  await page.route("**/api/admin/gift-cards/upload", (route) =>
    route.fulfill({
      status: 207,
      json: {
        message: "Some gift cards failed",
        created: 0,
        failed: 2,
        partial: true,
        errors: [
          { code: "A11Y-LONG-CODE-0000000001", error: "Gift card code already exists" },
          { code: "A11Y-LONG-CODE-0000000002", error: "Gift card code already exists" },
        ],
      },
    }),
  );
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(toast(page, "Partial upload")).toBeVisible();
  const rowErrors = page.getByRole("region", { name: "2 rows were not uploaded" });
  await expect(rowErrors).toContainText("A11Y-LONG-CODE-0000000002: Gift card code already exists");
  await check(page, "bulk upload with row errors");
});

test("gift cards: a failed inventory says so once, in place, and offers Try again", async ({
  page,
}) => {
  await page.route("**/api/admin/gift-cards/inventory", (route) =>
    route.fulfill({ status: 500, json: { error: "Database unavailable" } }),
  );
  await page.goto("/admin/gift-cards");
  const panel = page.getByRole("tabpanel", { name: "Inventory" });
  await expect(panel.getByRole("alert")).toContainText("Error loading inventory");
  await expect(panel.getByRole("alert")).toContainText("Database unavailable");
  await expect(panel.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect(toast(page, "Error loading inventory")).toHaveCount(0);
  await check(page, "inventory failed");
});

test("rewards: the list, the edit dialog, a failed load, none yet", async ({ page }) => {
  await page.goto("/admin/rewards");
  const list = page.getByRole("list", { name: "Base rewards" });
  await expect(list.getByRole("listitem", { name: "Homework pass" })).toContainText("Stock:");
  await check(page, "rewards");

  await list
    .getByRole("listitem", { name: "Homework pass" })
    .getByRole("button", { name: "Edit: Homework pass" })
    .click();
  const dialog = page.getByRole("alertdialog", { name: "Edit this reward" });
  await expect(dialog.getByRole("switch", { name: "Offered to students" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await check(page, "edit reward dialog");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.route("**/api/admin/rewards?*", (route) =>
    route.fulfill({ status: 500, json: { error: "Database unavailable" } }),
  );
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "Database unavailable" })).toBeVisible();
  await check(page, "rewards failed");
  await page.unroute("**/api/admin/rewards?*");

  await page.route("**/api/admin/rewards?*", (route) =>
    route.fulfill({ json: { rewards: [], total: 0 } }),
  );
  await page.reload();
  await expect(page.getByText(/^No base rewards yet/)).toBeVisible();
  await check(page, "rewards (none yet)");
  await page.unroute("**/api/admin/rewards?*");
});

test("fulfilment: waiting, fulfilled and declined rows, both dialogs, none found", async ({
  page,
}) => {
  const day = new Date().toISOString();
  const redemption = (n: number, status: "pending" | "fulfilled" | "declined") => ({
    id: `f0000000-0000-4000-8000-00000000000${String(n)}`,
    rewardTitle: `Library pass with a rather long title, number ${String(n)}`,
    rewardType: "base",
    studentName: "Alexandra Montgomery-Fairweather",
    studentEmail: `a-rather-long-student-address-${String(n)}@school.example.test`,
    trophyCost: 1500,
    createdAt: day,
    fulfilledAt: status === "fulfilled" ? day : null,
    status,
    declinedAt: status === "declined" ? day : null,
    declineReason:
      status === "declined" ? "The library is closed for repairs until the end of the month" : null,
    studentId: `s${String(n)}`,
    rewardId: `r${String(n)}`,
  });
  await page.route("**/api/admin/fulfillments?*", (route) =>
    route.fulfill({
      json: route.request().url().includes("status=declined")
        ? { fulfillments: [], total: 0 }
        : {
            fulfillments: [
              redemption(1, "pending"),
              redemption(2, "fulfilled"),
              redemption(3, "declined"),
            ],
            total: 3,
          },
    }),
  );
  await page.goto("/admin/fulfillment");
  const list = page.getByRole("list", { name: "Redemptions" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(list.getByRole("listitem").first()).toContainText("1,500 trophies");
  await check(page, "fulfilment");

  await list.getByRole("button", { name: "Mark as Fulfilled" }).click();
  const mark = page.getByRole("alertdialog", { name: "Mark this reward as fulfilled?" });
  await expect(mark).toContainText("Alexandra Montgomery-Fairweather");
  await check(page, "mark fulfilled dialog");
  await mark.getByRole("button", { name: "Cancel" }).click();

  await list.getByRole("button", { name: "Decline" }).click();
  const decline = page.getByRole("alertdialog", { name: "Decline this redemption?" });
  await decline.getByRole("button", { name: "Decline" }).click();
  await expect(decline.getByText("Please give a reason")).toBeVisible();
  await check(page, "decline dialog with its error");
  await decline.getByRole("button", { name: "Cancel" }).click();

  await page
    .getByRole("group", { name: "Filter redemptions" })
    .getByRole("button", { name: "Declined" })
    .click();
  await expect(page).toHaveURL(/status=declined/);
  await expect(page.getByText("No redemptions found.")).toBeVisible();
  await check(page, "fulfilment (none found)");
  await page.getByRole("button", { name: "Show all redemptions" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await page.unroute("**/api/admin/fulfillments?*");
});

test("in Spanish: the admin screens read in Spanish, fit and pass axe", async ({ page }) => {
  await page.evaluate(() => {
    localStorage.setItem("trophy.language", "es");
  });
  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Usuarios en total" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Actividad reciente" })).toHaveAttribute(
    "aria-busy",
    "false",
  );
  await check(page, "dashboard (es)");

  await page.goto("/admin/users");
  await expect(page.getByRole("list", { name: "Usuarios" })).toContainText("Activo");
  await check(page, "users (es)");

  await page.goto("/admin/developers?status=pending");
  await expect(page.getByRole("button", { name: "Pendiente" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await check(page, "developers (es)");

  await page.goto("/admin/gift-cards");
  await page.getByRole("tab", { name: "Carga masiva" }).click();
  await page.getByLabel("Archivo de tarjetas regalo").setInputFiles({
    name: "tarjetas.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("code,card_type,usd_amount,trophy_cost\r\nES-CODE-00001,amazon,10,200\r\n"),
  });
  await expect(page.getByRole("table", { name: /Vista previa/ })).toContainText(
    "Se muestra 1 de 1 fila",
  );
  await check(page, "bulk upload (es)");

  await page.goto("/admin/rewards");
  await expect(page.getByRole("heading", { level: 1, name: "Recompensas" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Recompensas básicas" })).toContainText(
    "Homework pass",
  );
  await check(page, "rewards (es)");

  await page.goto("/admin/fulfillment");
  await expect(page.getByRole("heading", { level: 1, name: "Entregas" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Filtrar canjes" })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await check(page, "fulfilment (es)");
});
