/**
 * Web copy used by more than one feature, by the shared components or by lib/. A feature's own
 * words live beside it (`features/<area>/copy.ts`), the app shell's in `app/copy.ts`
 * (docs/decisions/006-code-conventions.md, Texts).
 */
export const COMMON_COPY = {
  // A page that failed to render (docs/architecture.md §7): the area's error boundary.
  pageErrorTitle: "Something went wrong",
  pageErrorBody: "This page could not be shown. Try again, or go back to the home page.",
  tryAgain: "Try again",
  goHome: "Go to home page",
} as const;
