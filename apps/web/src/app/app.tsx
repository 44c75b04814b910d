// The DOM build of RouterProvider honours `flushSync` navigations (see useLogout).
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./providers";
import { router } from "./router";

/**
 * A language switch re-renders each screen in place (every component reading texts subscribes
 * with useTranslation), so typed values and focus stay.
 */
export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
