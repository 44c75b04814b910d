import { useTranslation } from "react-i18next";
import { serverMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useSetPassword } from "../api/set-password";
import { NewPasswordForm } from "./new-password-form";

interface SetPasswordFormProps {
  token: string;
  /** The answer carries a young student's consent ticket, when a parent must still agree. */
  onDone: (answer: { consentTicket?: string }) => void;
}

/** The needs-password step of e-mail verification: choose and confirm the password. */
export function SetPasswordForm({ token, onDone }: SetPasswordFormProps) {
  const { t } = useTranslation("auth");
  const setPassword = useSetPassword();
  return (
    <NewPasswordForm
      idPrefix="set-password"
      passwordLabel={t("passwordLabel")}
      confirmLabel={t("confirmPasswordLabel")}
      submitLabel={t("setPassword")}
      pendingLabel={t("settingPassword")}
      isPending={setPassword.isPending}
      onValid={(password) => {
        setPassword.mutate(
          { token, password },
          {
            onSuccess: (answer) => {
              onDone(answer);
            },
            onError: (error) =>
              toast({
                title: t("setPasswordFailed"),
                description: serverMessageOf(error) ?? t("setPasswordFailedFallback"),
                variant: "destructive",
              }),
          },
        );
      }}
    />
  );
}
