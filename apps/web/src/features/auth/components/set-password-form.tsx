import { serverMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useSetPassword } from "../api/set-password";
import { AUTH_COPY } from "../copy";
import { NewPasswordForm } from "./new-password-form";

interface SetPasswordFormProps {
  token: string;
  onDone: () => void;
}

/** The needs-password step of e-mail verification: choose and confirm the password. */
export function SetPasswordForm({ token, onDone }: SetPasswordFormProps) {
  const setPassword = useSetPassword();
  return (
    <NewPasswordForm
      idPrefix="set-password"
      passwordLabel={AUTH_COPY.passwordLabel}
      confirmLabel={AUTH_COPY.confirmPasswordLabel}
      submitLabel={AUTH_COPY.setPassword}
      pendingLabel={AUTH_COPY.settingPassword}
      isPending={setPassword.isPending}
      onValid={(password) => {
        setPassword.mutate(
          { token, password },
          {
            onSuccess: onDone,
            onError: (error) =>
              toast({
                title: AUTH_COPY.setPasswordFailed,
                description: serverMessageOf(error) ?? AUTH_COPY.setPasswordFailedFallback,
                variant: "destructive",
              }),
          },
        );
      }}
    />
  );
}
