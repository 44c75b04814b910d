import { isStrongPassword } from "@trophy/shared/rules/password";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { serverMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useSetPassword } from "../api/set-password";
import { PasswordChecklist } from "./password-checklist";
import { AUTH_COPY } from "../copy";

const CHECKLIST_ID = "set-password-checklist";

interface SetPasswordFormProps {
  token: string;
  onDone: () => void;
}

/** The needs-password step of e-mail verification: choose and confirm the password. */
export function SetPasswordForm({ token, onDone }: SetPasswordFormProps) {
  const setPassword = useSetPassword();
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
    setPassword.mutate(
      { token, password: values.password },
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
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <div className="grid gap-2">
        <TextField
          id="set-password"
          label={AUTH_COPY.passwordLabel}
          type="password"
          autoComplete="new-password"
          describedBy={CHECKLIST_ID}
          {...form.register("password")}
        />
        <PasswordChecklist id={CHECKLIST_ID} password={password} />
      </div>
      <TextField
        id="set-password-confirm"
        label={AUTH_COPY.confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
        {...form.register("confirmPassword")}
      />
      <Button type="submit" size="lg" disabled={setPassword.isPending}>
        {setPassword.isPending ? AUTH_COPY.settingPassword : AUTH_COPY.setPassword}
      </Button>
    </form>
  );
}
