import { expect, test, type Locator, type Page } from "@playwright/test";
import { PHONE } from "./support/a11y";
import { signIn } from "./support/accounts";
import { approvedDeveloper } from "./support/approved-developer";
import { DEMO_DEVELOPER } from "./support/env";

/** A key as its card shows it once revealed. */
async function revealedKey(page: Page, card: string, label: string): Promise<string> {
  const region = page.getByRole("region", { name: card });
  await region.getByRole("button", { name: "Show" }).click();
  const key = region.getByLabel(label, { exact: true });
  await expect(key).not.toContainText("•");
  return (await key.textContent()) ?? "";
}

/** What the example's copy button puts on the clipboard. */
async function copied(page: Page, example: Locator): Promise<string> {
  await example.getByRole("button", { name: "Copy code example" }).click();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Relative luminance (0 black, 1 white) of a computed CSS colour. */
async function luminance(locator: Locator, property: "color" | "backgroundColor") {
  return locator.evaluate((el, prop) => {
    const canvas = document.createElement("canvas").getContext("2d");
    if (!canvas) return -1;
    canvas.fillStyle = getComputedStyle(el)[prop];
    canvas.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = canvas.getImageData(0, 0, 1, 1).data;
    const lin = (c: number) =>
      c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  }, property);
}

test("the usage example carries the test key until the developer chooses live", async ({
  context,
  page,
  request,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const developer = await approvedDeveloper(request, "First Run Apps");
  await signIn(page, developer.email);
  await page.goto("/developer/api-keys");
  const live = await revealedKey(page, "Live API Key", "Live API key");
  const testKey = await revealedKey(page, "Test API Key", "Test API key");
  expect(testKey).toMatch(/^trk_test_/);

  const example = page.getByRole("region", { name: "Usage Example" });
  const keyChoice = example.getByRole("group", { name: "Key in the examples" });
  await expect(keyChoice.getByRole("button", { name: "Test key" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(example).toContainText(testKey);
  await expect(example).not.toContainText(live);
  const first = await copied(page, example);
  expect(first).toContain(`X-API-Key: ${testKey}`);
  expect(first).not.toContain(live);

  await keyChoice.getByRole("button", { name: "Live key" }).click();
  await expect(example).toContainText(live);
  expect(await copied(page, example)).toContain(`X-API-Key: ${live}`);
});

test("the documentation's examples carry the test key, and on a phone its contents jump to each section", async ({
  page,
  request,
}) => {
  const developer = await approvedDeveloper(request, "Docs Reader Apps");
  await page.setViewportSize(PHONE);
  await signIn(page, developer.email);
  await page.goto("/developer/documentation");

  const examples = page.getByRole("region", { name: "Code Examples", exact: true });
  const curl = examples.getByRole("tabpanel").locator("pre");
  await examples.getByRole("tab", { name: "cURL" }).click();
  await expect(curl).toContainText("X-API-Key: trk_test_");
  await examples.getByRole("button", { name: "Live key" }).click();
  await expect(curl).toContainText(/X-API-Key: trk_(?!test_)/);

  const contents = page.getByRole("navigation", { name: "On this page" });
  const header = await page.getByRole("banner").boundingBox();
  for (const [name, id] of [
    ["Endpoint", "endpoint"],
    ["Webhooks", "webhooks"],
    ["Introduction", "introduction"],
  ] as const) {
    await contents.getByText("Jump to a section").click();
    await contents.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const section = page.getByRole("region", { name, exact: true });
    await expect(section).toBeInViewport();
    // The jump menu closes, and the section's title is not under the header or the menu.
    await expect(contents.getByRole("link", { name, exact: true })).toBeHidden();
    const title = await section.getByRole("heading", { name, exact: true }).boundingBox();
    const menu = await contents.boundingBox();
    expect(title?.y ?? 0).toBeGreaterThanOrEqual(
      Math.max((header?.y ?? 0) + (header?.height ?? 0), (menu?.y ?? 0) + (menu?.height ?? 0)),
    );
  }
  // Each section links to itself.
  await expect(page.getByRole("link", { name: "Link to this section: Sandbox" })).toHaveAttribute(
    "href",
    "#sandbox",
  );
});

test("on a wide screen the contents stay in view, and code reads light on dark in both themes", async ({
  page,
  request,
}) => {
  const developer = await approvedDeveloper(request, "Wide Docs Apps");
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, developer.email);
  await page.goto("/developer/documentation");
  const contents = page.getByRole("navigation", { name: "On this page" });
  await contents.getByRole("link", { name: "Best Practices" }).click();
  await expect(page.getByRole("region", { name: "Best Practices" })).toBeInViewport();
  await expect(contents.getByRole("link", { name: "Introduction" })).toBeInViewport();

  const code = page.getByRole("region", { name: "Method and address" });
  for (const dark of [false, true]) {
    await page.evaluate((on) => {
      document.documentElement.classList.toggle("dark", on);
    }, dark);
    const background = await luminance(code, "backgroundColor");
    const text = await luminance(code.locator("pre"), "color");
    expect(background, `panel in ${dark ? "dark" : "light"}`).toBeLessThan(0.05);
    expect((text + 0.05) / (background + 0.05), "contrast").toBeGreaterThan(7);
  }
});

test("the demo developer's dashboard figures agree with each other", async ({ page }) => {
  await signIn(page, DEMO_DEVELOPER.email, DEMO_DEVELOPER.password);
  await page.goto("/developer");
  const tile = page.getByRole("region", { name: "Total Calls" });
  await expect(tile).toContainText(/\d/);
  const total = Number(
    /Total Calls([\d,]+)/.exec((await tile.textContent()) ?? "")?.[1]?.replace(/,/g, ""),
  );
  expect(total).toBeGreaterThan(0);
  const daily = page.getByRole("region", { name: "Daily API Calls" });
  // The live key made these calls (all within the chart's 30 days): it has been used.
  await expect(daily).toContainText(`${total.toLocaleString("en-US")} calls in this period`);
  await expect(daily).toContainText("Last used");
  await expect(daily).not.toContainText("Never used");
  await page.goto("/developer/api-keys");
  await expect(page.getByRole("region", { name: "Live API Key" })).not.toContainText("Never used");
});
