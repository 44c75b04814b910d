import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

interface StatTileProps {
  /** Also the tile's accessible name: a region named by its title, so it can be found by it. */
  title: string;
  /** Undefined while it loads: a block of the value's size, so nothing moves when it arrives. */
  value: ReactNode;
  icon: LucideIcon;
  /** A small line under the value. */
  hint?: string;
  /**
   * "figure" (the default) lets a long value (a badge, a sentence) wrap, top-aligned beside the
   * icon; "count" keeps a number on one line, centred beside the icon.
   */
  variant?: "figure" | "count";
  /** Smaller padding, icon and value: for a phone's first screen, where several tiles share it. */
  compact?: boolean;
  /** The list the figure counts: the whole tile is then a link to it. */
  to?: string;
  className?: string;
}

/** One dashboard figure with its icon and title. */
export function StatTile({
  title,
  value,
  icon: Icon,
  hint,
  variant = "figure",
  compact = false,
  to,
  className,
}: StatTileProps) {
  const titleId = useId();
  const count = variant === "count";
  const Value = count ? "p" : "div";
  const body = (
    <>
      <span
        className={cn(
          "flex shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700",
          compact ? "size-9" : "size-11",
        )}
      >
        <Icon aria-hidden="true" className={compact ? "size-4" : "size-5"} />
      </span>
      <div className={cn("grid min-w-0", count ? "gap-0.5" : "gap-1")}>
        <h2
          id={titleId}
          className={cn("font-medium text-slate-600", compact ? "text-xs" : "text-sm")}
        >
          {title}
        </h2>
        {value === undefined ? (
          <Skeleton className={cn("my-1 w-16", compact ? "h-5" : "h-6")} />
        ) : (
          <Value
            className={cn(
              "font-bold text-slate-900",
              compact ? "text-lg leading-tight" : "text-2xl",
              count ? "truncate" : "break-words",
            )}
          >
            {value}
          </Value>
        )}
        {hint && <p className="text-xs text-slate-600">{hint}</p>}
      </div>
    </>
  );
  const layout = cn(
    "flex",
    compact ? "gap-3 p-3" : "gap-4 p-5",
    count ? "items-center" : "items-start",
  );
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      aria-busy={value === undefined || undefined}
      className={cn(to ? "transition-colors hover:border-amber-400" : layout, className)}
    >
      {to ? (
        <Link to={to} className={cn(layout, "h-full min-h-11 rounded-2xl")}>
          {body}
        </Link>
      ) : (
        body
      )}
    </Card>
  );
}
