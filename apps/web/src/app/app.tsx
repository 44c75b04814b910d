// The DOM build of RouterProvider honours `flushSync` navigations (see useLogout).
import { useTranslation } from "react-i18next";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./providers";
import { router } from "./router";

export function App() {
  // A language switch renders every screen again, so each text is read in the new language.
  const { i18n } = useTranslation();
  return (
    <AppProviders>
      <RouterProvider key={i18n.language} router={router} />
    </AppProviders>
  );
}
