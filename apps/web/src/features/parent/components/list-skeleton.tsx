import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

interface ListSkeletonProps {
  /** What is loading, for screen readers ("Loading students"). */
  label: string;
  rows?: number;
  /** Rows carry a button on the right (Unlink, Mark as Fulfilled) as the real rows do. */
  withAction?: boolean;
}

/** Grey rows of a list card's size while the list loads, so nothing moves when it arrives. */
export function ListSkeleton({ label, rows = 3, withAction = false }: ListSkeletonProps) {
  return (
    <Card role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className="divide-y divide-slate-200">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="flex flex-wrap items-center justify-between gap-4 p-4">
            <div className="grid min-w-0 gap-2">
              <Skeleton className="h-5 w-40 max-w-full" />
              <Skeleton className="h-4 w-56 max-w-full" />
            </div>
            <div className="flex items-center gap-4">
              <Skeleton className="h-5 w-24" />
              {withAction && <Skeleton className="h-8 w-28" />}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
