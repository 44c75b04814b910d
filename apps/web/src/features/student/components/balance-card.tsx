import { useTranslation } from "react-i18next";
import type { UseQueryResult } from "@tanstack/react-query";
import type { TrophiesResponse } from "@trophy/shared/schemas/student";
import { Trophy } from "lucide-react";
import { useId, type Ref } from "react";
import { LoadError } from "@/components/load-error";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";

interface BalanceCardProps {
  trophies: UseQueryResult<TrophiesResponse>;
  /** Focus comes back here after a redemption whose Redeem button can no longer be used. */
  ref?: Ref<HTMLDivElement>;
}

/** The balance to spend, large, above the offerings. */
export function BalanceCard({ trophies, ref }: BalanceCardProps) {
  const { t } = useTranslation("student");
  const titleId = useId();
  const balance = trophies.data?.balance;
  return (
    <Card
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      aria-busy={trophies.isPending}
      className="flex flex-wrap items-center gap-4 border-amber-200 bg-gradient-to-r from-amber-50 to-white p-6"
    >
      <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand text-ink">
        <Trophy aria-hidden="true" className="size-7" />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <h2 id={titleId} className="text-sm font-medium text-slate-600">
          {t("trophyBalance")}
        </h2>
        {balance !== undefined ? (
          <p className="text-3xl font-bold break-words text-slate-900">
            <span className="tabular-nums">{formatNumber(balance)}</span>{" "}
            <span className="text-base font-medium text-slate-600">
              {t("trophyNoun", { count: balance })}
            </span>
          </p>
        ) : (
          !trophies.isError && <Skeleton className="my-0.5 h-8 w-40" />
        )}
      </div>
      {/* The whole card's width, under its title: beside the icon it was squeezed to a word a line. */}
      {balance === undefined && trophies.isError && (
        <LoadError
          className="basis-full"
          error={trophies.error}
          onRetry={() => void trophies.refetch()}
        />
      )}
    </Card>
  );
}
