import { useTranslation } from "react-i18next";
import { formatUsd } from "@trophy/shared/rules/gift-card-display";
import type { GiftCard } from "@trophy/shared/schemas/student";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useEffect } from "react";
import { formatLocalDate, formatTrophies } from "@/lib/format";
import { dismissToast } from "@/lib/toast";
import { CopyButton } from "@/components/copy-button";
import { GiftCardCode } from "./gift-card-code";
import { GiftCardFace } from "./gift-card-face";

/** One of the student's cards in full: the whole code, a Copy Code button and its details. */
export function GiftCardDetailsDialog({
  card,
  onClose,
  onCloseAutoFocus,
}: {
  card: GiftCard | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (Radix's `onCloseAutoFocus`). */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation(["student", "common"]);
  const opened = card !== null;
  // Toasts from before would sit over the dialog and be read out of turn.
  useEffect(() => {
    if (opened) dismissToast();
  }, [opened]);
  return (
    <Dialog
      open={card !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t("giftCardDetails")}</DialogTitle>
          <DialogDescription className="sr-only">{t("giftCardDialogBody")}</DialogDescription>
        </DialogHeader>
        {card && (
          <>
            <GiftCardFace cardType={card.cardType} usdAmount={card.usdAmount} />
            <GiftCardCode code={card.code} />
            <CopyButton key={card.id} text={card.code} idleLabel={t("copyCode")} />
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <dt className="text-slate-600">{t("valueLabel")}</dt>
              <dd className="font-medium text-slate-900">{formatUsd(card.usdAmount)}</dd>
              <dt className="text-slate-600">{t("common:trophyCostLabel")}</dt>
              <dd className="font-medium text-slate-900">{formatTrophies(card.trophyCost)}</dd>
              <dt className="text-slate-600">{t("common:redeemedOnLabel")}</dt>
              <dd className="font-medium text-slate-900">
                {formatLocalDate(card.redeemedAt ?? card.createdAt)}
              </dd>
              {card.expiresAt && (
                <>
                  <dt className="text-slate-600">{t("expiresLabel")}</dt>
                  <dd className="font-medium text-slate-900">{formatLocalDate(card.expiresAt)}</dd>
                </>
              )}
            </dl>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
