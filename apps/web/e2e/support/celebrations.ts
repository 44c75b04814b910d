import type { Page } from "@playwright/test";

/**
 * Watches for the celebration: when it appeared, when it left, and whether any of its animations
 * ran. Set up before the action that may celebrate.
 */
export async function watchCelebrations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log = { appeared: [] as number[], left: [] as number[], animated: false };
    (window as unknown as { celebrations: typeof log }).celebrations = log;
    const seen = new Set<Element>();
    new MutationObserver(() => {
      for (const el of document.querySelectorAll("[data-celebration]")) {
        if (seen.has(el)) continue;
        seen.add(el);
        log.appeared.push(performance.now());
        // Its animations start once it is on the page: look for them over its first moments.
        const started = performance.now();
        const look = () => {
          if (el.getAnimations({ subtree: true }).some((a) => a.playState === "running")) {
            log.animated = true;
          } else if (performance.now() - started < 500 && el.isConnected) {
            requestAnimationFrame(look);
          }
        };
        look();
      }
      for (const el of seen) {
        if (!el.isConnected && log.left.length < log.appeared.length) {
          log.left.push(performance.now());
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

export const celebrations = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          celebrations: { appeared: number[]; left: number[]; animated: boolean };
        }
      ).celebrations,
  );
