import { MESSAGES } from "@trophy/shared/messages";
import { isStrongPassword } from "@trophy/shared/rules/password";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { serverMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useSetPassword } from "../api/set-password";
import { PasswordChecklist } from "./password-checklist";

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
        title: MESSAGES.passwordsDontMatchTitle,
        description: MESSAGES.passwordsDontMatch,
        variant: "destructive",
      });
      return;
    }
    if (!isStrongPassword(values.password)) {
      toast({
        title: MESSAGES.invalidPasswordTitle,
        description: MESSAGES.invalidPassword,
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
            title: MESSAGES.setPasswordFailed,
            description: serverMessageOf(error) ?? MESSAGES.setPasswordFailedFallback,
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
          label={MESSAGES.passwordLabel}
          type="password"
          autoComplete="new-password"
          describedBy={CHECKLIST_ID}
          {...form.register("password")}
        />
        <PasswordChecklist id={CHECKLIST_ID} password={password} />
      </div>
      <TextField
        id="set-password-confirm"
        label={MESSAGES.confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
        {...form.register("confirmPassword")}
      />
      <Button type="submit" size="lg" disabled={setPassword.isPending}>
        {setPassword.isPending ? MESSAGES.settingPassword : MESSAGES.setPassword}
      </Button>
    </form>
  );
}
