import { ADMIN_RECENT_ACTIVITY } from "@trophy/shared/constants";
import { titleCase } from "@trophy/shared/rules/gift-card-display";
import type { Activity } from "@trophy/shared/schemas/admin";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { COMMON_COPY } from "@/lib/copy";
import { ADMIN_COPY } from "../copy";

/** The newest entries of the platform's activity, with their type and local time. */
export function RecentActivityCard({ activity }: { activity: readonly Activity[] }) {
  const titleId = useId();
  const shown = activity.slice(0, ADMIN_RECENT_ACTIVITY);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{COMMON_COPY.recentActivity}</CardTitle>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="text-slate-600">{ADMIN_COPY.noRecentActivity}</p>
        ) : (
          <ul aria-labelledby={titleId} className="divide-y divide-slate-200">
            {shown.map((entry, index) => (
              <li
                key={`${entry.timestamp}-${String(index)}`}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
              >
                <div className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="text-slate-900">{entry.description}</span>
                  <Badge>{titleCase(entry.type)}</Badge>
                </div>
                <time dateTime={entry.timestamp} className="text-sm text-slate-500">
                  {new Date(entry.timestamp).toLocaleString()}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
