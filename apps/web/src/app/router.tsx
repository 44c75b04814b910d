import { createBrowserRouter, type DataRouter } from "react-router";
import { registerNavigate } from "@/lib/navigation";
import { registerPreloader } from "@/lib/preload";
import { preloadCodeFor, routes } from "./routes";

export const router = createBrowserRouter(routes);

// The API client sends an ended session to the login page through the router.
registerNavigate((to) => {
  void router.navigate(to, { replace: true });
});
// Links and the login form load the next screen's code ahead (lib/preload.ts).
registerPreloader(preloadCodeFor);

/** Resolves once the router has the code of the first page (its lazy routes loaded). */
export function routerReady(ready: DataRouter = router): Promise<void> {
  if (ready.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = ready.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
