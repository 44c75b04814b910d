import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** The platform's own <select>, styled like Input: a short list needs no custom listbox. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select
        className="h-10 w-full cursor-pointer max-sm:h-11 appearance-none rounded-lg border border-slate-300 bg-white pr-9 pl-3 text-sm text-slate-900 shadow-xs focus-visible:border-amber-500 disabled:cursor-not-allowed disabled:opacity-60"
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
