/**
 * Loads the code of a screen before the reader gets there, when they show where they are going (a
 * pointer over a link, a focused link, a signed-in user whose area is next), never with a page's
 * first download. The app registers how a path maps to its code (app/router.tsx), as it registers
 * navigation (navigation.ts).
 */
type Preloader = (path: string) => void;

let preloader: Preloader | null = null;

export function registerPreloader(fn: Preloader | null): void {
  preloader = fn;
}

export function preloadRoute(path: string): void {
  preloader?.(path);
}
