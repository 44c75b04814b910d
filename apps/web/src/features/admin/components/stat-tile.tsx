import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** One dashboard figure: a region named by its title, so it can be found by it. */
export function StatTile({
  title,
  value,
  icon: Icon,
}: {
  title: string;
  value: ReactNode;
  icon: LucideIcon;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="flex items-start gap-4 p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="grid min-w-0 gap-1">
        <h2 id={titleId} className="text-sm font-medium text-slate-600">
          {title}
        </h2>
        <div className="text-2xl font-bold break-words text-slate-900">{value}</div>
      </div>
    </Card>
  );
}
