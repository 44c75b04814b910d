import { useTranslation } from "react-i18next";
import { developerBudgetSchema, type Developer } from "@trophy/shared/schemas/developer";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useUpdateDeveloperBudget } from "../api/update-developer-budget";
import { issueText } from "@/lib/validation-text";

interface BudgetDialogProps {
  /** The developer whose budget changes; null keeps the dialog closed. */
  developer: Developer | null;
  onClose: () => void;
}

/**
 * Asks for the new daily trophy budget, starting from the current one, and checks it with the
 * server's own schema before sending. The page keys it per developer, so nothing carries over.
 */
export function BudgetDialog({ developer, onClose }: BudgetDialogProps) {
  const { t } = useTranslation("admin");
  const update = useUpdateDeveloperBudget();
  const [value, setValue] = useState(String(developer?.dailyTrophyBudget ?? ""));
  const [error, setError] = useState<string>();

  const send = (target: Developer) => {
    // An empty field is no number at all (Number("") would be 0, which stops every award).
    const parsed = developerBudgetSchema.safeParse({
      dailyTrophyBudget: value.trim() === "" ? undefined : Number(value),
    });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      setError(issue && issueText(issue));
      return;
    }
    update.mutate(
      { id: target.id, body: parsed.data },
      {
        onSuccess: () => toast({ title: t("budgetUpdated") }),
        onError: (failure) => {
          toastFailure(failure, t("updateBudgetFailed"));
        },
        onSettled: onClose,
      },
    );
  };
  return (
    <ConfirmDialog
      open={developer !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("changeBudgetTitle")}
      subject={developer?.email}
      description={t("changeBudgetBody")}
      confirmLabel={t("saveBudget")}
      pendingLabel={t("savingBudget")}
      pending={update.isPending}
      confirmDisabled={!developer}
      onConfirm={() => {
        if (developer) send(developer);
      }}
    >
      <TextField
        id="daily-trophy-budget"
        label={t("dailyTrophyBudget")}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        error={error}
        autoComplete="off"
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
