import { useTranslation } from "react-i18next";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

interface ConfirmDialogProps {
  open: boolean;
  /** Not called while `pending`: the question stays open until the answer has landed. */
  onOpenChange: (open: boolean) => void;
  /** Also the dialog's accessible name. */
  title: string;
  /** Shown in bold on the first line of the description: what the action applies to. */
  subject?: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while `pending`. */
  pendingLabel?: string;
  pending?: boolean;
  /** Keeps Confirm disabled (no target yet, a required field empty...). */
  confirmDisabled?: boolean;
  destructive?: boolean;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Extra fields: they and the buttons then sit in a form that Confirm (or Enter) submits. */
  children?: ReactNode;
}

/** A yes/no question (Radix alert dialog) before an action, with Cancel and Confirm. */
/**
 * The dialog is opened by state, not by a Radix trigger, so Radix cannot know where focus was.
 * This remembers the focused element as the dialog opens and gives focus back to it when the
 * dialog closes, if it is still on the page (an action may have removed it; the feature decides
 * then).
 */
function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's own focus moves inside it.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (event) => {
    const target = opener.current;
    opener.current = null;
    event.preventDefault();
    if (target?.isConnected) target.focus();
  };
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  subject,
  description,
  confirmLabel,
  pendingLabel = confirmLabel,
  pending = false,
  confirmDisabled = false,
  destructive = false,
  cancelLabel,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation("common");
  const hasForm = children !== undefined;
  const returnFocus = useReturnFocus(open);
  const footer = (
    <AlertDialogFooter>
      <AlertDialogCancel type="button" disabled={pending}>
        {cancelLabel ?? t("cancel")}
      </AlertDialogCancel>
      <Button
        type={hasForm ? "submit" : "button"}
        variant={destructive ? "destructive" : "default"}
        disabled={pending || confirmDisabled}
        onClick={hasForm ? undefined : onConfirm}
      >
        {pending ? pendingLabel : confirmLabel}
      </Button>
    </AlertDialogFooter>
  );
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <AlertDialogContent onCloseAutoFocus={returnFocus}>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>
          {subject !== undefined && (
            <>
              <span className="font-medium text-slate-900">{subject}</span>
              <br />
            </>
          )}
          {description}
        </AlertDialogDescription>
        {hasForm ? (
          // The feature validates its own fields (and says why), hence noValidate.
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!pending && !confirmDisabled) onConfirm();
            }}
          >
            {children}
            {footer}
          </form>
        ) : (
          footer
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
