import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import { ADMIN_RECENT_ACTIVITY } from "@trophy/shared/constants";
import { titleCase } from "@trophy/shared/rules/gift-card-display";
import type { Activity } from "@trophy/shared/schemas/admin";
import { useId } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatLocalDateTime, formatRelativeTime } from "@/lib/format";
import type { ParseKeys } from "i18next";
import { usePlatformText } from "@/lib/i18n/platform-text";

type AdminCopyKey = ParseKeys<"admin">;

// The activity log's types (the server's ActivityType), as copy keys read when shown.
const TYPE_LABELS: Readonly<Record<string, AdminCopyKey>> = {
  registration: "activityTypeRegistration",
  verification: "activityTypeVerification",
  approval: "activityTypeApproval",
  rejection: "activityTypeRejection",
  suspension: "activityTypeSuspension",
  redemption: "activityTypeRedemption",
  upload: "activityTypeUpload",
  deletion: "activityTypeDeletion",
  award: "activityTypeAward",
  reversal: "activityTypeReversal",
  budget: "activityTypeBudget",
  reward: "activityTypeReward",
};

/** The entry's type in the current language; a type this client does not know, title-cased. */
function typeLabel(type: string): string {
  const key = TYPE_LABELS[type];
  return key ? i18next.t(`admin:${key}`) : titleCase(type);
}

interface RecentActivityCardProps {
  /** Undefined while it loads (or when it failed). */
  activity: readonly Activity[] | undefined;
  error: unknown;
  onRetry: () => void;
}

function ActivitySkeleton() {
  return (
    <ul aria-hidden="true" className="divide-y divide-slate-200">
      {Array.from({ length: ADMIN_RECENT_ACTIVITY }, (_, index) => (
        <li key={index} className="flex flex-wrap items-center justify-between gap-4 py-3">
          <Skeleton className="h-6 w-64 max-w-full" />
          <Skeleton className="h-5 w-36" />
        </li>
      ))}
    </ul>
  );
}

/** The newest entries of the platform's activity, with their type and local time. */
export function RecentActivityCard({ activity, error, onRetry }: RecentActivityCardProps) {
  const { t } = useTranslation(["common", "admin"]);
  const text = usePlatformText();
  const titleId = useId();
  const shown = activity?.slice(0, ADMIN_RECENT_ACTIVITY);
  return (
    <Card role="region" aria-labelledby={titleId} aria-busy={!activity && !error}>
      <CardHeader>
        <CardTitle id={titleId}>{t("recentActivity")}</CardTitle>
      </CardHeader>
      <CardContent>
        {error ? (
          <LoadError error={error} onRetry={onRetry} />
        ) : !shown ? (
          <ActivitySkeleton />
        ) : shown.length === 0 ? (
          <EmptyState text={t("admin:noRecentActivity")} className="py-2 text-left" />
        ) : (
          <ul aria-labelledby={titleId} className="divide-y divide-slate-200">
            {shown.map((entry, index) => (
              <li
                key={`${entry.timestamp}-${String(index)}`}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
              >
                <div className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="min-w-0 wrap-anywhere text-slate-900">
                    {text(entry.descriptionText, entry.description)}
                  </span>
                  <Badge>{typeLabel(entry.type)}</Badge>
                </div>
                <time
                  dateTime={entry.timestamp}
                  title={formatLocalDateTime(entry.timestamp)}
                  className="text-sm text-slate-600"
                >
                  {formatRelativeTime(entry.timestamp)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
