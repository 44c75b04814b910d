import { Trophy } from "lucide-react";
import { cn } from "@/lib/cn";
import { COMMON_COPY } from "@/lib/copy";
import { useTrophies } from "../api/get-trophies";
import { STUDENT_COPY } from "../copy";

/** The header's live balance, for students only (the header renders it for them alone). */
export function TrophyBalanceBadge({ className }: { className?: string }) {
  const trophies = useTrophies();
  const balance = trophies.data?.balance;
  return (
    <span
      role="status"
      aria-label={STUDENT_COPY.trophyBalanceBadge}
      className={cn(
        "inline-flex h-8 items-center gap-1.5 rounded-full bg-amber-100 px-3 text-sm font-semibold text-amber-900",
        className,
      )}
    >
      <Trophy aria-hidden="true" className="size-4 text-amber-600" />
      <span>{balance ?? "…"}</span> <span className="sr-only">{COMMON_COPY.trophies}</span>
    </span>
  );
}
