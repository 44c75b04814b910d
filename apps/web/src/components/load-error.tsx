import { useTranslation } from "react-i18next";
import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { serverMessageOf } from "@/lib/api-error";
import { cn } from "@/lib/cn";

interface LoadErrorProps {
  /** The failure, for the server's own sentence when it sent one. */
  error: unknown;
  /** Loads again: usually the query's `refetch`. */
  onRetry: () => void;
  /** What failed to load, in the words of docs/product.md §8 ("Error loading history"). */
  title?: string;
  /** Said when the server gave no sentence; "This could not be loaded." unless given. */
  fallback?: string;
  className?: string;
}

/**
 * What a list or figure shows where its data would be when loading it failed: never an empty
 * state or a zero that could be mistaken for real data, always a way to try again. It is the
 * failure's one signal (docs/product.md §2, On every screen): no toast says it again. In a narrow
 * place the button goes under the text rather than squeezing it.
 */
export function LoadError({ error, onRetry, title, fallback, className }: LoadErrorProps) {
  const { t } = useTranslation("common");
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800",
        className,
      )}
    >
      <div className="flex min-w-0 flex-1 basis-56 items-start gap-3">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        <div className="grid min-w-0 gap-0.5">
          {title && <p className="font-semibold">{title}</p>}
          <p className="wrap-anywhere">{serverMessageOf(error) ?? fallback ?? t("loadFailed")}</p>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t("tryAgain")}
      </Button>
    </div>
  );
}
