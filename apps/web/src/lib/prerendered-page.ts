import type { UserType } from "@trophy/shared/constants";
import { STORAGE_KEYS } from "./client-constants";
import { ROLE_HOME } from "./paths";
import { preferredLanguage } from "./preferences";

/**
 * The public pages are prerendered at build time (docs/architecture.md §12): the HTML carries what
 * a signed-out reader arriving afresh sees at the path named by `data-prerendered` on `<html>`, in
 * the language named by `data-prerendered-lang` (English). index.html is both the landing page's
 * and every other path's answer (the SPA fallback), so its markup fits only some visits. This
 * class, set by the boot script before the first paint, hides markup that does not fit the visit
 * (index.css); the app then renders the page afresh instead of hydrating it.
 */
export const STALE_PRERENDER_CLASS = "prerender-stale";

/** The inert template the build keeps the app's scripts in, for the boot script to start them. */
export const APP_SCRIPTS_ID = "app-scripts";

function signedIn(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.user) !== null;
  } catch {
    return false;
  }
}

/** The stored user's home (/student...), read lightly: only to choose what to preload. */
function signedInHome(): string | null {
  try {
    const user = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "null") as unknown;
    const type = typeof user === "object" && user !== null && "user_type" in user && user.user_type;
    return typeof type === "string" && type in ROLE_HOME ? ROLE_HOME[type as UserType] : null;
  } catch {
    return null;
  }
}

/**
 * Whether a script the build marked `data-for` a role's home (vite/area-entries.ts) serves this
 * visit: a user of that role on its home or below.
 */
export function areaScriptServesVisit(target: string, path: string = location.pathname): boolean {
  const home = signedInHome();
  return home !== null && target === home && (path === home || path.startsWith(`${home}/`));
}

/** A page reloaded after an in-app navigation keeps its router state (the login form's e-mail). */
function carriesRouterState(): boolean {
  const state: unknown = history.state;
  return typeof state === "object" && state !== null && "usr" in state && state.usr != null;
}

/** Whether the page's prerendered markup is what the app would render for this visit. */
export function prerenderedPageFits(html: HTMLElement): boolean {
  const page = html.dataset.prerendered;
  return (
    page !== undefined &&
    page === location.pathname &&
    // Not html.lang: the app sets it to the reader's language as soon as it loads.
    html.dataset.prerenderedLang === preferredLanguage() &&
    !signedIn() &&
    !carriesRouterState()
  );
}
