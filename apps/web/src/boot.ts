// The boot script: a classic script in the page's head, run before the first paint (built by
// vite/boot-script.ts). It applies the theme, so prerendered markup never flashes in the other one,
// hides prerendered markup that does not fit this visit (lib/prerendered-page.ts), and starts the
// app: the build keeps the app's scripts in an inert template for it.
import { STUDENT_FIRST_CALLS } from "./features/student/api/student-paths";
import { STORAGE_KEYS } from "./lib/client-constants";
import { startFirstCalls } from "./lib/first-calls";
import { preferredTheme } from "./lib/preferences";
import {
  APP_SCRIPTS_ID,
  areaScriptServesVisit,
  prerenderedPageFits,
  STALE_PRERENDER_CLASS,
} from "./lib/prerendered-page";

const html = document.documentElement;
html.classList.toggle("dark", preferredTheme() === "dark");
const fits = html.dataset.prerendered !== undefined && prerenderedPageFits(html);
if (html.dataset.prerendered !== undefined && !fits) html.classList.add(STALE_PRERENDER_CLASS);

/**
 * A student arriving on the dashboard: its data is asked for now, beside the app's code, not once
 * that code has run (lib/first-calls.ts). Nothing is sent for another role, or without a session.
 */
function startStudentCalls(): void {
  if (location.pathname.replace(/\/$/, "") !== "/student") return;
  try {
    const token = localStorage.getItem(STORAGE_KEYS.authToken);
    const user = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "null") as {
      user_type?: unknown;
    } | null;
    if (token && user?.user_type === "student") startFirstCalls(STUDENT_FIRST_CALLS, token);
  } catch {
    // Storage unreadable or a damaged copy: the app's own calls and checks take over.
  }
}
startStudentCalls();

/**
 * Puts the app's scripts in the head: a signed-in user in their own area gets that area's script,
 * which holds its first screen (vite/area-entries.ts); anyone else the public pages' script.
 */
function startApp(): void {
  const template = document.getElementById(APP_SCRIPTS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const scripts = document.importNode(template.content, true);
  const tags = [...scripts.querySelectorAll<HTMLElement>("script, link")];
  const inArea = tags.some((tag) => tag.dataset.for && areaScriptServesVisit(tag.dataset.for));
  for (const tag of tags) {
    const serves = tag.dataset.for ? areaScriptServesVisit(tag.dataset.for) : !inArea;
    if (!serves) tag.remove();
  }
  document.head.append(scripts);
}

// A page that shows its prerendered markup paints first, from its HTML and styles alone, and then
// loads its code: on a slow connection the code would otherwise share the bandwidth the first
// paint waits for. Anything else (markup hidden, a hidden tab that paints nothing) starts at once.
document.addEventListener(
  "DOMContentLoaded",
  () => {
    if (fits && document.visibilityState === "visible") {
      requestAnimationFrame(() => setTimeout(startApp, 0));
    } else {
      startApp();
    }
  },
  { once: true },
);
