import { useSyncExternalStore } from "react";

const never = () => () => undefined;

/**
 * False while React hydrates a prerendered page (and while prerendering), true once the page
 * responds. A control whose action needs the app (a form's submit button) stays disabled until
 * then, so nothing is sent the browser's own way before the app can handle it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
