import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
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
}

/** One dashboard figure with its icon and title. */
export function StatTile({ title, value, icon: Icon, hint, variant = "figure" }: StatTileProps) {
  const titleId = useId();
  const count = variant === "count";
  const Value = count ? "p" : "div";
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      aria-busy={value === undefined || undefined}
      className={cn("flex gap-4 p-5", count ? "items-center" : "items-start")}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className={cn("grid min-w-0", count ? "gap-0.5" : "gap-1")}>
        <h2 id={titleId} className="text-sm font-medium text-slate-600">
          {title}
        </h2>
        {value === undefined ? (
          <Skeleton className="my-1 h-6 w-16" />
        ) : (
          <Value
            className={cn("text-2xl font-bold text-slate-900", count ? "truncate" : "break-words")}
          >
            {value}
          </Value>
        )}
        {hint && <p className="text-xs text-slate-500">{hint}</p>}
      </div>
    </Card>
  );
}
