import { useTranslation } from "react-i18next";
import { Trophy } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatNumber, formatTrophies } from "@/lib/format";
import { useTrophies } from "../api/get-trophies";

/** The header's live balance, for students only (the header renders it for them alone). */
export function TrophyBalanceBadge({ className }: { className?: string }) {
  const { t } = useTranslation("student");
  const trophies = useTrophies();
  const balance = trophies.data?.balance;
  return (
    <span
      role="status"
      aria-label={t("trophyBalanceBadge")}
      aria-busy={trophies.isPending}
      className={cn(
        "inline-flex h-8 items-center gap-1.5 rounded-full bg-amber-100 px-3 text-sm font-semibold text-amber-900",
        className,
      )}
    >
      <Trophy aria-hidden="true" className="size-4 text-amber-700" />
      {balance === undefined && trophies.isError ? (
        <span aria-hidden="true">–</span>
      ) : balance === undefined ? (
        <Skeleton className="h-4 w-8 bg-amber-200" />
      ) : (
        <>
          <span aria-hidden="true" className="min-w-8 text-center tabular-nums">
            {formatNumber(balance)}
          </span>
          <span className="sr-only">{formatTrophies(balance)}</span>
        </>
      )}
    </span>
  );
}
