import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import { Card } from "@/components/ui/card";

const UNKNOWN = "…";

/** One dashboard count: a region named by its title, so it can be found by it. */
export function CountTile({
  title,
  count,
  icon: Icon,
}: {
  title: string;
  /** Unknown while it loads. */
  count: number | undefined;
  icon: LucideIcon;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="flex items-center gap-4 p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <h2 id={titleId} className="text-sm font-medium text-slate-600">
          {title}
        </h2>
        <p className="truncate text-2xl font-bold text-slate-900">{count ?? UNKNOWN}</p>
      </div>
    </Card>
  );
}
