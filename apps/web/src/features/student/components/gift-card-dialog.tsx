import type { GiftCard } from "@trophy/shared/schemas/student";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { CopyButton } from "@/components/copy-button";
import { GiftCardCode } from "./gift-card-code";
import { GiftCardFace } from "./gift-card-face";
import { paths } from "@/lib/paths";
import { STUDENT_COPY } from "../copy";

/**
 * The card just redeemed (docs/product.md §2, Gift card dialog). Done is enabled only once the code
 * has been copied; closing before that (X, Escape) asks first; a click outside does nothing.
 */
export function GiftCardDialog({ giftCard, onClose }: { giftCard: GiftCard; onClose: () => void }) {
  const navigate = useNavigate();
  const [hasCopied, setHasCopied] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const keepOpen = (event: Event) => {
    event.preventDefault();
  };

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
        <DialogContent onPointerDownOutside={keepOpen} onInteractOutside={keepOpen}>
          <DialogHeader>
            <DialogTitle>{STUDENT_COPY.giftCardDialogTitle}</DialogTitle>
            <DialogDescription>{STUDENT_COPY.giftCardDialogBody}</DialogDescription>
          </DialogHeader>
          <GiftCardFace cardType={giftCard.cardType} usdAmount={giftCard.usdAmount} />
          <GiftCardCode code={giftCard.code} />
          <CopyButton
            text={giftCard.code}
            idleLabel={STUDENT_COPY.copyCode}
            onCopied={() => {
              setHasCopied(true);
            }}
          />
          <section aria-labelledby="how-to-redeem" className="grid gap-2">
            <h3 id="how-to-redeem" className="text-sm font-semibold text-slate-900">
              {STUDENT_COPY.howToRedeem}
            </h3>
            <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600">
              {STUDENT_COPY.howToRedeemSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => {
                onClose();
                void navigate(paths.student.giftCardHistory);
              }}
            >
              {STUDENT_COPY.viewMyGiftCards}
            </Button>
            <Button disabled={!hasCopied} onClick={onClose}>
              {STUDENT_COPY.done}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmingClose}
        onOpenChange={setConfirmingClose}
        title={STUDENT_COPY.areYouSure}
        description={STUDENT_COPY.closeWithoutCopying}
        cancelLabel={STUDENT_COPY.goBack}
        confirmLabel={STUDENT_COPY.closeAnyway}
        destructive
        onConfirm={onClose}
      />
    </>
  );
}
