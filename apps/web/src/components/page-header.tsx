import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A page's title with its icon and a line about what the page is for. */
export function PageHeader({
  title,
  intro,
  icon: Icon,
  children,
}: {
  title: string;
  intro: string;
  icon: LucideIcon;
  /** Shown at the end of the row (a summary, an action). */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex min-w-0 items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <p className="text-slate-600">{intro}</p>
        </div>
      </div>
      {children}
    </div>
  );
}
