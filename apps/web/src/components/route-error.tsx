import { TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useNavigate, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { COMMON_COPY } from "@/lib/copy";

interface PageErrorProps {
  /** Where "Go to home page" leads: the area's home. */
  home: string;
  onRetry: () => void;
}

/** What a page shows instead of going blank when it fails to render: try again, or go home. */
export function PageError({ home, onRetry }: PageErrorProps) {
  return (
    <div
      role="alert"
      className="mx-auto grid w-full max-w-xl justify-items-center gap-4 px-4 py-16 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-red-100 text-red-700">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {COMMON_COPY.pageErrorTitle}
      </h1>
      <p className="text-slate-600">{COMMON_COPY.pageErrorBody}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{COMMON_COPY.tryAgain}</Button>
        <Button asChild variant="outline">
          <Link to={home}>{COMMON_COPY.goHome}</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * A route's `errorElement`: a render or loader error in the area shows `PageError`. "Try again"
 * navigates to the same address again, which makes React Router drop the error, run the loaders
 * again and render the page anew.
 */
export function RouteError({ home }: { home: string }) {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <PageError
      home={home}
      onRetry={() => {
        void navigate(location, { replace: true, state: location.state as unknown });
      }}
    />
  );
}
