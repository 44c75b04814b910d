// Starts the app in the page: the public pages' script (main.tsx) and each signed-in area's
// (vite/area-entries.ts) both run this.
import "./lib/schema-config";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { routerReady } from "./app/router";
import { prerenderedPageFits, STALE_PRERENDER_CLASS } from "./lib/prerendered-page";
import { startTheme } from "./lib/theme";
import "./lib/i18n/i18n";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

startTheme();
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const html = document.documentElement;
const fits = prerenderedPageFits(html);
html.classList.remove(STALE_PRERENDER_CLASS);
if (fits) {
  // The page's markup came prerendered (docs/architecture.md §12) and is already on screen: React
  // takes it over once the router has the page's code, so the first render matches it.
  // As a transition, React yields to the browser while it works, so a tap is not kept waiting.
  void routerReady().then(() => {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  });
} else {
  // Markup for another path, language or reader (or none): the app renders the page itself.
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
}
