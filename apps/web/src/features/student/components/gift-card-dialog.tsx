import { useTranslation } from "react-i18next";
import type { GiftCard } from "@trophy/shared/schemas/student";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { CopyButton } from "@/components/copy-button";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { paths } from "@/lib/paths";
import { dismissToast } from "@/lib/toast";
import { Celebration } from "./celebration";
import { GiftCardCode } from "./gift-card-code";
import { GiftCardFace } from "./gift-card-face";

interface GiftCardDialogProps {
  giftCard: GiftCard;
  onClose: () => void;
  /** Where focus goes when the dialog closes (Radix's `onCloseAutoFocus`). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The card just redeemed (docs/product.md §2, Gift card dialog). Copy Code is the main action;
 * Done is enabled only once the code has been copied, and the line under the buttons says so;
 * closing before that (X, Escape) asks first; a click outside does nothing.
 */
export function GiftCardDialog({ giftCard, onClose, onCloseAutoFocus }: GiftCardDialogProps) {
  const { t } = useTranslation("student");
  const navigate = useNavigate();
  const hintId = useId();
  const [hasCopied, setHasCopied] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const copyRef = useRef<HTMLButtonElement>(null);
  const keepOpen = (event: Event) => {
    event.preventDefault();
  };
  // Toasts from before (a balance update, say) would sit over the dialog and be read out of turn.
  useEffect(() => {
    dismissToast();
  }, []);

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => {
          if (open) return;
          if (hasCopied) onClose();
          else setConfirmingClose(true);
        }}
      >
        <DialogContent
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <DialogHeader>
            <DialogTitle>{t("giftCardDialogTitle")}</DialogTitle>
            <DialogDescription>{t("giftCardDialogBody")}</DialogDescription>
          </DialogHeader>
          <Celebration />
          <GiftCardFace cardType={giftCard.cardType} usdAmount={giftCard.usdAmount} />
          <GiftCardCode code={giftCard.code} />
          <CopyButton
            ref={copyRef}
            variant="default"
            size="lg"
            text={giftCard.code}
            idleLabel={t("copyCode")}
            onCopied={() => {
              setHasCopied(true);
            }}
          />
          <section aria-labelledby="how-to-redeem" className="grid gap-2">
            <h3 id="how-to-redeem" className="text-sm font-semibold text-slate-900">
              {t("howToRedeem")}
            </h3>
            <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600">
              {t("howToRedeemSteps", { returnObjects: true }).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <div className="grid gap-2">
            <p id={hintId} className="text-sm text-slate-600 sm:text-right">
              {hasCopied ? t("doneReady") : t("doneNeedsCopy")}
            </p>
            <DialogFooter>
              <Button
                variant="outline"
                onClick={() => {
                  onClose();
                  void navigate(paths.student.giftCardHistory);
                }}
              >
                {t("viewMyGiftCards")}
              </Button>
              <Button
                variant={hasCopied ? "default" : "outline"}
                disabled={!hasCopied}
                aria-describedby={hintId}
                onClick={onClose}
              >
                {t("done")}
              </Button>
            </DialogFooter>
          </div>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmingClose}
        onOpenChange={(open) => {
          setConfirmingClose(open);
          // Go Back: the question had no trigger to return to, so focus goes to the code's copy.
          if (!open) setTimeout(() => copyRef.current?.focus(), 0);
        }}
        title={t("areYouSure")}
        description={t("closeWithoutCopying")}
        cancelLabel={t("goBack")}
        confirmLabel={t("closeAnyway")}
        destructive
        onConfirm={onClose}
      />
    </>
  );
}
