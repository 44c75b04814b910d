// The boot script: a classic script in the page's head, run before the first paint (built by
// vite/boot-script.ts). It applies the theme, so prerendered markup never flashes in the other one,
// and hides prerendered markup that does not fit this visit (lib/prerendered-page.ts).
import { preferredTheme } from "./lib/preferences";
import { prerenderedPageFits, STALE_PRERENDER_CLASS } from "./lib/prerendered-page";

const html = document.documentElement;
html.classList.toggle("dark", preferredTheme() === "dark");
if (html.dataset.prerendered !== undefined && !prerenderedPageFits(html)) {
  html.classList.add(STALE_PRERENDER_CLASS);
}
