import { Outlet, ScrollRestoration } from "react-router";
import { APP_COPY } from "../copy";
import { useRouteAnnouncements } from "../use-route-announcements";
import { Footer } from "./footer";
import { Header } from "./header";

const MAIN_ID = "main-content";

export function RootLayout() {
  useRouteAnnouncements();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only rounded-lg bg-white px-4 py-2 font-medium text-slate-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {APP_COPY.skipToContent}
      </a>
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
