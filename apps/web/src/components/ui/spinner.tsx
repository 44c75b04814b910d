import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";
import { COMMON_COPY } from "@/lib/copy";

export function Spinner({
  className,
  label = COMMON_COPY.loading,
}: {
  className?: string;
  label?: string;
}) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle
        aria-hidden="true"
        className={cn("size-6 animate-spin text-amber-500", className)}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the page's content area. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner className="size-10" label={label} />
    </div>
  );
}
