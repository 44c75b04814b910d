import { createBrowserRouter } from "react-router";
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
