import { useTranslation } from "react-i18next";
import { CircleSlash, Pause, Pencil, Play, Trash2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { stockText } from "@/components/stock-text";
import { TrophyAmount } from "@/components/trophy-amount";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** What a reward row shows of a reward (a base reward, a custom one). */
interface RewardRowReward {
  title: string;
  description: string | null;
  trophyCost: number;
  stock: number | null;
  isActive: boolean;
}

/** The row's words, from the feature's copy. */
export interface RewardRowCopy {
  readonly rewardInactive: string;
  readonly edit: string;
  readonly deactivate: string;
  readonly activate: string;
  readonly delete?: string;
}

interface RewardRowProps<R extends RewardRowReward> {
  reward: R;
  copy: RewardRowCopy;
  /** The row's element id: a row with one takes focus (when its own button goes away). */
  id?: string;
  /** Before the text: the reward's picture. */
  picture?: ReactNode;
  /** Lines under the description (who the reward is for). */
  details?: ReactNode;
  /** After the stock on the figures line: how often it was redeemed, how many wait. */
  counts: ReactNode;
  /** A stock of 0 in red, as the admin watches for it. */
  flagOutOfStock?: boolean;
  onEdit: (reward: R) => void;
  onToggleActive: (reward: R) => void;
  /** Adds Delete (with `copy.delete`). */
  onDelete?: (reward: R) => void;
  /** While its activation changes, the toggle waits. */
  toggling?: boolean;
}

/** A row's button, named with the reward's title for a screen reader's list of buttons. */
function RowAction({
  label,
  title,
  icon: Icon,
  disabled,
  onClick,
}: {
  label: string;
  title: string;
  icon: LucideIcon;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={disabled}
      aria-label={`${label}: ${title}`}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}

/**
 * One reward in a manager's list (the admin's base rewards, a parent/guide's custom rewards): its
 * title, whether it is offered, description, stock and counts, its cost, and Edit,
 * Deactivate/Activate and, where the feature allows it, Delete.
 */
export function RewardRow<R extends RewardRowReward>({
  reward,
  copy,
  id,
  picture,
  details,
  counts,
  flagOutOfStock = false,
  onEdit,
  onToggleActive,
  onDelete,
  toggling = false,
}: RewardRowProps<R>) {
  const { t } = useTranslation("common");
  return (
    <li
      id={id}
      tabIndex={id === undefined ? undefined : -1}
      aria-label={reward.title}
      className={cn(
        "flex flex-wrap items-center justify-between gap-4 p-4",
        !reward.isActive && "bg-slate-50",
      )}
    >
      {picture}
      {/* Beside a picture the text takes the room left, so the buttons stay at the end. */}
      <div className={cn("grid min-w-0 gap-1", picture !== undefined && "flex-1 basis-48")}>
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium wrap-anywhere text-slate-900">{reward.title}</span>
          {!reward.isActive && (
            <Badge>
              <CircleSlash aria-hidden="true" />
              {copy.rewardInactive}
            </Badge>
          )}
        </div>
        {reward.description && (
          <p className="text-sm wrap-anywhere text-slate-600">{reward.description}</p>
        )}
        {details}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className={cn(flagOutOfStock && reward.stock === 0 && "font-medium text-red-700")}>
            {t("stockLabel")}: {stockText(reward.stock)}
          </span>
          {counts}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <TrophyAmount amount={reward.trophyCost} />
        <RowAction
          label={copy.edit}
          title={reward.title}
          icon={Pencil}
          onClick={() => {
            onEdit(reward);
          }}
        />
        <RowAction
          label={reward.isActive ? copy.deactivate : copy.activate}
          title={reward.title}
          icon={reward.isActive ? Pause : Play}
          disabled={toggling}
          onClick={() => {
            onToggleActive(reward);
          }}
        />
        {onDelete && copy.delete !== undefined && (
          <RowAction
            label={copy.delete}
            title={reward.title}
            icon={Trash2}
            onClick={() => {
              onDelete(reward);
            }}
          />
        )}
      </div>
    </li>
  );
}
