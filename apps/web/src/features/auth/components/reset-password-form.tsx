import { ApiError, serverMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useResetPassword } from "../api/reset-password";
import { AUTH_COPY } from "../copy";
import { NewPasswordForm } from "./new-password-form";

interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
  /** The link is unknown, used or expired: the page offers a new one instead of the form. */
  onLinkInvalid: () => void;
}

/** The new password of a reset link, twice, with registration's live checklist. */
export function ResetPasswordForm({ token, onDone, onLinkInvalid }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  return (
    <NewPasswordForm
      idPrefix="reset-password"
      passwordLabel={AUTH_COPY.newPasswordLabel}
      confirmLabel={AUTH_COPY.confirmNewPasswordLabel}
      submitLabel={AUTH_COPY.saveNewPassword}
      pendingLabel={AUTH_COPY.savingNewPassword}
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
                title: AUTH_COPY.resetFailed,
                description: serverMessageOf(error) ?? AUTH_COPY.setPasswordFailedFallback,
                variant: "destructive",
              });
            },
          },
        );
      }}
    />
  );
}
