import { i18next } from "@/lib/i18n/i18n";
import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";

/**
 * What a route may declare in its `handle`, read in the current language: its `title`, the place
 * ("Offerings", shown as "Offerings · Trophy Rewards"), or a `documentTitle` used whole (the
 * landing page's, which says what the product is).
 */
export interface RouteHandle {
  title?: () => string;
  documentTitle?: () => string;
}

const HEADING_WAIT_MS = 3_000;

/** The `<title>` of the deepest route that names one, else the app's name. */
export function documentTitleOf(matches: readonly { handle?: unknown }[]): string {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.documentTitle) return handle.documentTitle();
    if (handle?.title) return `${handle.title()} · ${i18next.t("app:appName")}`;
  }
  return i18next.t("app:appName");
}

/**
 * One `<title>` per route ("Student Dashboard · Trophy Rewards"), and after every navigation inside the
 * app, focus on the new page's heading so keyboard and screen-reader users start at the top of
 * what changed. The first page load keeps the browser's own focus. A page whose code or data is
 * still on its way gets its heading focused when it appears.
 */
export function useRouteAnnouncements(): void {
  const matches = useMatches();
  const location = useLocation();
  const title = documentTitleOf(matches);
  useEffect(() => {
    document.title = title;
  }, [title]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const focusHeading = (): boolean => {
      const heading = document.querySelector<HTMLElement>("main h1");
      if (!heading) return false;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = setTimeout(() => {
      observer.disconnect();
    }, HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [location.pathname]);
}
