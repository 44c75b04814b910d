import { useSyncExternalStore } from "react";

export type Theme = "light" | "dark";

const STORAGE_KEY = "trophy.theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

const listeners = new Set<() => void>();

function savedTheme(): Theme | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved === "light" || saved === "dark" ? saved : null;
  } catch {
    return null;
  }
}

function systemTheme(): Theme {
  return typeof matchMedia === "function" && matchMedia(DARK_QUERY).matches ? "dark" : "light";
}

/** The header's choice on this device, else what the operating system prefers. */
export function currentTheme(): Theme {
  return savedTheme() ?? systemTheme();
}

function apply(): void {
  document.documentElement.classList.toggle("dark", currentTheme() === "dark");
  for (const listener of listeners) listener();
}

/** Applies the theme before the first render and follows the system until the user chooses. */
export function startTheme(): void {
  apply();
  if (typeof matchMedia === "function") matchMedia(DARK_QUERY).addEventListener("change", apply);
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
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
  return useSyncExternalStore(subscribe, currentTheme, () => "light");
}
