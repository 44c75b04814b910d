import { useTranslation } from "react-i18next";
import type { Reward } from "@trophy/shared/schemas/student";
import { TrophyAmount } from "@/components/trophy-amount";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { formatTrophies } from "@/lib/format";
import { useRewardTexts } from "@/lib/i18n/platform-text";

interface RedeemConfirmDialogProps {
  /** The reward to confirm; null keeps the dialog closed. */
  reward: Reward | null;
  /** The balance now, for what is left after. */
  balance: number | undefined;
  pending: boolean;
  onConfirm: (reward: Reward) => void;
  onCancel: () => void;
  /** Where focus goes when the dialog closes (Radix's `onCloseAutoFocus`). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The confirm prompt every redemption needs (docs/product.md §5): the reward, what it costs and
 * the balance that will be left.
 */
export function RedeemConfirmDialog({
  reward,
  balance,
  pending,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: RedeemConfirmDialogProps) {
  const { t } = useTranslation(["student", "common"]);
  const textsOf = useRewardTexts();
  return (
    <Dialog
      open={reward !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t("confirmRedemptionTitle")}</DialogTitle>
          <DialogDescription>{t("confirmRedemption")}</DialogDescription>
        </DialogHeader>
        {reward && (
          <>
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl bg-amber-50 p-4">
              <span className="min-w-0 font-medium break-words text-slate-900">
                {textsOf(reward).title}
              </span>
              <TrophyAmount amount={reward.trophyCost} className="shrink-0" />
            </div>
            {balance !== undefined && (
              <dl className="grid gap-2 text-sm">
                <div className="flex flex-wrap justify-between gap-x-4">
                  <dt className="text-slate-600">{t("balanceNowLabel")}</dt>
                  <dd className="font-medium text-slate-900 tabular-nums">
                    {formatTrophies(balance)}
                  </dd>
                </div>
                <div className="flex flex-wrap justify-between gap-x-4">
                  <dt className="text-slate-600">{t("costLabel")}</dt>
                  <dd className="font-medium text-slate-900 tabular-nums">
                    −{formatTrophies(reward.trophyCost)}
                  </dd>
                </div>
                <div className="flex flex-wrap justify-between gap-x-4 border-t border-slate-200 pt-2 font-semibold text-slate-900">
                  <dt>{t("balanceAfterLabel")}</dt>
                  <dd className="tabular-nums">{formatTrophies(balance - reward.trophyCost)}</dd>
                </div>
              </dl>
            )}
          </>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t("common:cancel")}
            </Button>
          </DialogClose>
          <Button
            disabled={pending || !reward}
            onClick={() => {
              if (reward) onConfirm(reward);
            }}
          >
            {pending ? t("redeeming") : t("confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
