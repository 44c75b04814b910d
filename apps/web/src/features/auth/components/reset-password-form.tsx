import { useTranslation } from "react-i18next";
import { ApiError, serverMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useResetPassword } from "../api/reset-password";
import { NewPasswordForm } from "./new-password-form";

interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
  /** The link is unknown, used or expired: the page offers a new one instead of the form. */
  onLinkInvalid: () => void;
}

/** The new password of a reset link, twice, with registration's live checklist. */
export function ResetPasswordForm({ token, onDone, onLinkInvalid }: ResetPasswordFormProps) {
  const { t } = useTranslation("auth");
  const reset = useResetPassword();
  return (
    <NewPasswordForm
      idPrefix="reset-password"
      passwordLabel={t("newPasswordLabel")}
      confirmLabel={t("confirmNewPasswordLabel")}
      submitLabel={t("saveNewPassword")}
      pendingLabel={t("savingNewPassword")}
      isPending={reset.isPending}
      onValid={(password) => {
        reset.mutate(
          { token, password },
          {
            onSuccess: onDone,
            onError: (error) => {
              if (error instanceof ApiError && error.code === "invalid_reset_token") {
                onLinkInvalid();
                return;
              }
              toast({
                title: t("resetFailed"),
                description: serverMessageOf(error) ?? t("setPasswordFailedFallback"),
                variant: "destructive",
              });
            },
          },
        );
      }}
    />
  );
}
