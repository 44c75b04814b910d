import { useTranslation } from "react-i18next";
import { TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useNavigate, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { ChunkLoadError } from "@/lib/load-chunk";

interface PageErrorProps {
  /** Where "Go to home page" leads: the area's home. */
  home: string;
  title: string;
  body: string;
  /** The first button: what is most likely to bring the page back. */
  action: { label: string; onClick: () => void };
}

/** What a page shows instead of going blank when it fails: one way back to it, or go home. */
export function PageError({ home, title, body, action }: PageErrorProps) {
  const { t } = useTranslation("common");
  return (
    <div
      role="alert"
      className="mx-auto grid w-full max-w-xl justify-items-center gap-4 px-4 py-16 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-red-100 text-red-700">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="text-slate-600">{body}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={action.onClick}>{action.label}</Button>
        <Button asChild variant="outline">
          <Link to={home}>{t("goHome")}</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * A route's `errorElement`. A page whose code could not be fetched (even on the second try,
 * lib/load-chunk.ts) offers to reload the page: the browser will not fetch that code again
 * otherwise, and a reload also brings the current build's files after a new release. Any other
 * render or loader error offers "Try again", which navigates to the same address again: React
 * Router then drops the error, runs the loaders again and renders the page anew.
 */
export function RouteError({ home }: { home: string }) {
  const { t } = useTranslation("common");
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (error instanceof ChunkLoadError) {
    return (
      <PageError
        home={home}
        title={t("pageLoadFailedTitle")}
        body={t("pageLoadFailedBody")}
        action={{
          label: t("reloadPage"),
          onClick: () => {
            window.location.reload();
          },
        }}
      />
    );
  }
  return (
    <PageError
      home={home}
      title={t("pageErrorTitle")}
      body={t("pageErrorBody")}
      action={{
        label: t("tryAgain"),
        onClick: () => {
          void navigate(location, { replace: true, state: location.state as unknown });
        },
      }}
    />
  );
}
