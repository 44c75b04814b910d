import { Trophy } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatTrophies } from "@/lib/format";

/** "🏆 250 trophies": a balance or a cost. */
export function TrophyAmount({ amount, className }: { amount: number; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 font-semibold whitespace-nowrap text-amber-700",
        className,
      )}
    >
      <Trophy aria-hidden="true" className="size-4" />
      {formatTrophies(amount)}
    </span>
  );
}
