import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { serverMessageOf } from "@/lib/api-error";
import { cn } from "@/lib/cn";
import { COMMON_COPY } from "@/lib/copy";

interface LoadErrorProps {
  /** The failure, for the server's own sentence when it sent one. */
  error: unknown;
  /** Loads again: usually the query's `refetch`. */
  onRetry: () => void;
  className?: string;
}

/**
 * What a list or figure shows where its data would be when loading it failed: never an empty
 * state or a zero that could be mistaken for real data, always a way to try again.
 */
export function LoadError({ error, onRetry, className }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800",
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
      <p className="min-w-0 flex-1">{serverMessageOf(error) ?? COMMON_COPY.loadFailed}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {COMMON_COPY.tryAgain}
      </Button>
    </div>
  );
}
