import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { i18next, loadIcu } from "@/lib/i18n/i18n";
import { dismissToast } from "@/lib/toast";

// Every catalogue in every language, as a screen would have them once its area is loaded.
const namespaces = Object.keys(import.meta.glob("../locales/en/*.json")).map((path) =>
  path.replace(/^.*\/(.*)\.json$/, "$1"),
);
await loadIcu();
await i18next.loadLanguages(["en", "es"]);
await i18next.loadNamespaces(namespaces);
for (const language of ["en", "es"]) await i18next.reloadResources(language, namespaces);

afterEach(() => {
  cleanup();
  dismissToast();
  localStorage.clear();
});
