import { isStrongPassword } from "@trophy/shared/rules/password";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ApiError, serverMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useResetPassword } from "../api/reset-password";
import { AUTH_COPY } from "../copy";
import { PasswordChecklist } from "./password-checklist";

const CHECKLIST_ID = "reset-password-checklist";

interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
  /** The link is unknown, used or expired: the page offers a new one instead of the form. */
  onLinkInvalid: () => void;
}

/** The new password, twice, with registration's live checklist. */
export function ResetPasswordForm({ token, onDone, onLinkInvalid }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const form = useForm({ defaultValues: { password: "", confirmPassword: "" } });
  const password = useWatch({ control: form.control, name: "password" });

  const onSubmit = form.handleSubmit((values) => {
    if (values.password !== values.confirmPassword) {
      toast({
        title: AUTH_COPY.passwordsDontMatchTitle,
        description: AUTH_COPY.passwordsDontMatch,
        variant: "destructive",
      });
      return;
    }
    if (!isStrongPassword(values.password)) {
      toast({
        title: AUTH_COPY.invalidPasswordTitle,
        description: AUTH_COPY.invalidPassword,
        variant: "destructive",
      });
      return;
    }
    reset.mutate(
      { token, password: values.password },
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
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <div className="grid gap-2">
        <TextField
          id="reset-password"
          label={AUTH_COPY.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          describedBy={CHECKLIST_ID}
          {...form.register("password")}
        />
        <PasswordChecklist id={CHECKLIST_ID} password={password} />
      </div>
      <TextField
        id="reset-password-confirm"
        label={AUTH_COPY.confirmNewPasswordLabel}
        type="password"
        autoComplete="new-password"
        {...form.register("confirmPassword")}
      />
      <Button type="submit" size="lg" disabled={reset.isPending}>
        {reset.isPending ? AUTH_COPY.savingNewPassword : AUTH_COPY.saveNewPassword}
      </Button>
    </form>
  );
}
