import type { ParentReward } from "@trophy/shared/schemas/parent";
import { CircleSlash } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { fillTemplate } from "@/lib/fill-template";
import { TrophyAmount } from "@/components/trophy-amount";
import { PARENT_COPY } from "../copy";

/** One custom reward: title, the student it is for, its cost, and whether it is withdrawn. */
export function CustomRewardRow({ reward }: { reward: ParentReward }) {
  return (
    <li
      aria-label={reward.title}
      className={cn(
        "flex flex-wrap items-center justify-between gap-4 p-4",
        !reward.isActive && "bg-slate-50",
      )}
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words text-slate-900">{reward.title}</span>
          {!reward.isActive && (
            <Badge>
              <CircleSlash aria-hidden="true" />
              {PARENT_COPY.rewardInactive}
            </Badge>
          )}
        </div>
        {reward.description && (
          <p className="text-sm break-words text-slate-600">{reward.description}</p>
        )}
        <p className="text-sm break-words text-slate-600">
          {fillTemplate(PARENT_COPY.rewardForStudent, {
            name: reward.studentName,
            email: reward.studentEmail,
          })}
        </p>
      </div>
      <TrophyAmount amount={reward.trophyCost} />
    </li>
  );
}
