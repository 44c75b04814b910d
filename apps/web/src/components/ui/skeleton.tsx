import { cn } from "@/lib/cn";

/**
 * A grey block where content will be, of the size the content will have, so nothing moves when
 * it arrives. Hidden from assistive technology: the region around it says it is busy.
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "block animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none",
        className,
      )}
    />
  );
}
