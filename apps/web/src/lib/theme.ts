import { useSyncExternalStore } from "react";
import { onSystemThemeChange, preferredTheme, THEME_STORAGE_KEY, type Theme } from "./preferences";

export type { Theme } from "./preferences";

const listeners = new Set<() => void>();

function apply(): void {
  document.documentElement.classList.toggle("dark", preferredTheme() === "dark");
  for (const listener of listeners) listener();
}

/**
 * Follows the system until the user chooses. The boot script in the page's head (src/boot.ts) has
 * already applied the theme before the first paint; applying it again here costs nothing and
 * covers `npm run dev`, which has no boot script.
 */
export function startTheme(): void {
  apply();
  onSystemThemeChange(apply);
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered, still applied.
  }
  apply();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, preferredTheme, () => "light");
}
