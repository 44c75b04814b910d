import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration, type Location } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { useRouteAnnouncements } from "../use-route-announcements";
import { Footer } from "./footer";
import { Header } from "./header";

const MAIN_ID = "main-content";

/**
 * Where a scroll position is kept. Every document's first entry has the key "default", so without
 * the path a page opened fresh would scroll to where the tab's previous document was left.
 */
function scrollKey(location: Location): string {
  return location.key === "default"
    ? `default:${location.pathname}${location.search}`
    : location.key;
}

export function RootLayout() {
  const { t } = useTranslation("app");
  useRouteAnnouncements();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only rounded-lg bg-white px-4 py-3 font-medium text-slate-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:inline-flex focus:min-h-11 focus:items-center"
      >
        {t("skipToContent")}
      </a>
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

/** Where a page will be, while its code is on its way: a block for its heading and intro. */
export function PageLoading() {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-6 md:py-8" aria-busy="true">
      <Skeleton className="h-9 w-64 max-w-full" />
      <Skeleton className="h-5 w-96 max-w-full" />
    </div>
  );
}
