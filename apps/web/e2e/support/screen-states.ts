import type { Page } from "@playwright/test";
import { paths } from "../../src/lib/paths";
import type { Account } from "./every-language-world";
import type { Area } from "./route-areas";
import { settledScreenTexts } from "./screen-text";
import { textsOfRefusedForms, textsOfRefusedSignIns } from "./wrong-values";

/**
 * The screen's texts after it loaded, then with each of its tabs chosen in turn; in each, with its
 * closed sections opened and its forms sent with wrong values.
 */
export async function textsOfEveryState(page: Page): Promise<string[]> {
  const main = page.getByRole("main");
  const more = async () => {
    const texts: string[] = [];
    const closed = main.locator('button[aria-expanded="false"]:visible');
    if ((await closed.count()) > 0) {
      for (let i = 0; i < 10 && (await closed.count()) > 0; i++) await closed.first().click();
      texts.push(...(await settledScreenTexts(page)));
    }
    return [...texts, ...(await textsOfRefusedForms(page))];
  };
  const texts = [...(await settledScreenTexts(page)), ...(await more())];
  const tabs = main.getByRole("tab");
  for (let i = 0; i < (await tabs.count()); i++) {
    if ((await tabs.nth(i).getAttribute("aria-selected")) === "true") continue;
    await tabs.nth(i).click();
    texts.push(...(await settledScreenTexts(page)), ...(await more()));
  }
  return texts;
}

/**
 * States a route has besides its own: the login form's refusals, and a developer's screens
 * before approval (an account that cannot sign in yet, so its key's answer stands in for it).
 */
export async function textsOfOtherStates(
  page: Page,
  area: Area,
  route: string,
  refusedSignIns: readonly Account[],
): Promise<string[]> {
  if (route === paths.auth.login) return textsOfRefusedSignIns(page, refusedSignIns);
  if (area !== "developer" || route !== paths.developer.home) return [];
  await page.route("**/api/developers/api-key", (answer) =>
    answer.fulfill({
      json: {
        apiKey: null,
        testApiKey: null,
        isValidated: false,
        apiKeyLastUsedAt: null,
        testApiKeyLastUsedAt: null,
      },
    }),
  );
  const texts: string[] = [];
  for (const pending of [paths.developer.home, paths.developer.apiKeys, paths.developer.webhooks]) {
    await page.goto(pending);
    texts.push(...(await settledScreenTexts(page)));
  }
  await page.unroute("**/api/developers/api-key");
  return texts;
}
