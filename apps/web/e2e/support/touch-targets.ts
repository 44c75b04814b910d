import { expect, type Page } from "@playwright/test";

/** The smallest touch target on a phone, in CSS pixels (docs/product.md §2, On every screen). */
export const MIN_TARGET = 44;

/**
 * Every interactive element visible on the page (links, buttons, fields, tabs, radios, switches,
 * summaries, anything focusable): its box, and its name for the failure message. Left out:
 * elements visually hidden (1 px boxes: the skip link until it is focused, the header's balance
 * where the page shows it) and links inside running prose (a sentence's link cannot be 44 px tall
 * without breaking its line; the test fails if any is found, so one added later is looked at).
 */
async function smallTargets(page: Page): Promise<{ offenders: string[]; inProse: string[] }> {
  return page.evaluate((min) => {
    const selector = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "[role=button]",
      "[role=link]",
      "[role=tab]",
      "[role=radio]",
      "[role=switch]",
      "[role=checkbox]",
      "[tabindex]:not([tabindex='-1'])",
    ].join(",");
    const describe = (el: Element) => {
      const name = el.getAttribute("aria-label") ?? el.textContent.replace(/\s+/g, " ").trim();
      const role = el.getAttribute("role");
      return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ""} "${name.slice(0, 40)}"`;
    };
    const offenders: string[] = [];
    const inProse: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") continue;
      if (el.closest("[aria-hidden=true], [inert]")) continue;
      // Visually hidden (sr-only: clipped to nothing), such as the skip link until it is focused.
      if (
        style.clipPath === "inset(50%)" ||
        style.getPropertyValue("clip") === "rect(0px, 0px, 0px, 0px)"
      )
        continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const parent = el.parentElement;
      if (
        el.tagName === "A" &&
        parent?.tagName === "P" &&
        [...parent.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
      ) {
        inProse.push(describe(el));
        continue;
      }
      if (box.width < min || box.height < min) {
        offenders.push(`${describe(el)} ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return { offenders, inProse };
  }, MIN_TARGET);
}

export async function expectTouchTargets(page: Page, route: string): Promise<void> {
  const { offenders, inProse } = await smallTargets(page);
  expect(inProse, `links in running prose on ${route}`).toEqual([]);
  expect(offenders, `interactive elements under 44×44 px on ${route}`).toEqual([]);
}
