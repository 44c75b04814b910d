import { useTranslation } from "react-i18next";
import type { Redemption } from "@trophy/shared/schemas/student";
import { CircleCheck, CircleX, Clock } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { StatusBadge } from "@/components/status-badge";
import { TrophyAmount } from "@/components/trophy-amount";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatLocalDate } from "@/lib/format";
import { paths } from "@/lib/paths";
import { usePlatformText } from "@/lib/i18n/platform-text";

/** Waiting, Fulfilled (a completed one too: it was handed over at once) or Declined. */
function StateBadge({ status }: { status: Redemption["status"] }) {
  const { t } = useTranslation("studentRedemptions");
  if (status === "declined") {
    return <StatusBadge tone="destructive" icon={CircleX} label={t("statusDeclined")} />;
  }
  if (status === "fulfilled" || status === "completed") {
    return <StatusBadge tone="success" icon={CircleCheck} label={t("statusFulfilled")} />;
  }
  return <StatusBadge tone="warning" icon={Clock} label={t("statusWaiting")} />;
}

const dated = (text: string, iso: string) => <time dateTime={iso}>{text}</time>;

/** One redeemed reward: what, which kind, its state and when, the cost; a declined one says why. */
function RedemptionItem({ redemption: r }: { redemption: Redemption }) {
  const { t } = useTranslation(["studentRedemptions", "studentRefund"]);
  const title = usePlatformText()(r.rewardTitleText, r.rewardTitle);
  return (
    <li aria-label={title} className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium wrap-anywhere text-slate-900">{title}</span>
          <StateBadge status={r.status} />
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span>{r.rewardType === "custom" ? t("customReward") : t("baseReward")}</span>
          {dated(t("redeemedOn", { date: formatLocalDate(r.createdAt) }), r.createdAt)}
          {r.fulfilledAt &&
            dated(t("fulfilledOn", { date: formatLocalDate(r.fulfilledAt) }), r.fulfilledAt)}
          {r.declinedAt &&
            dated(t("declinedOn", { date: formatLocalDate(r.declinedAt) }), r.declinedAt)}
        </p>
        {r.status === "declined" && (
          <p className="text-sm wrap-anywhere text-slate-700">
            {`${t("studentRefund:refunded", { count: r.trophyCost })}. ${t("reasonLabel")} ${r.declineReason ?? ""}`}
          </p>
        )}
      </div>
      <TrophyAmount amount={r.trophyCost} className="shrink-0" />
    </li>
  );
}

/**
 * The history's Rewards tab: every base and custom reward the student redeemed, newest first,
 * each with its state (docs/product.md §4, Fulfilment).
 */
export function RewardRedemptionsPanel({ redemptions }: { redemptions: readonly Redemption[] }) {
  const { t } = useTranslation(["studentRedemptions", "student"]);
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-slate-600">{t("rewardsIntro")}</p>
      {redemptions.length === 0 ? (
        <EmptyState
          variant="page"
          text={t("noRedemptions")}
          action={
            <Button asChild variant="outline" className="h-11">
              <Link to={paths.student.offerings}>{t("student:browseOfferings")}</Link>
            </Button>
          }
        />
      ) : (
        <Card>
          <ul aria-label={t("rewardsRedeemed")} className="divide-y divide-slate-200">
            {redemptions.map((r) => (
              <RedemptionItem key={r.id} redemption={r} />
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}

/** Rows of the list's size while it loads. */
export function RewardRedemptionsPanelSkeleton() {
  return (
    <Card aria-hidden="true">
      <ul className="divide-y divide-slate-200">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className="flex items-center justify-between gap-3 p-4">
            <div className="grid min-w-0 flex-1 gap-2">
              <Skeleton className="h-5 w-48 max-w-full" />
              <Skeleton className="h-4 w-64 max-w-full" />
            </div>
            <Skeleton className="h-5 w-24 shrink-0" />
          </li>
        ))}
      </ul>
    </Card>
  );
}
