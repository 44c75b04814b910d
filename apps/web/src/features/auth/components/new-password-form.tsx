import { useTranslation } from "react-i18next";
import { isStrongPassword } from "@trophy/shared/rules/password";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/lib/toast";
import { PasswordChecklist } from "./password-checklist";

interface NewPasswordFormProps {
  /** Prefixes the fields' ids, so two such forms could share a page. */
  idPrefix: string;
  passwordLabel: string;
  confirmLabel: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Called with a password that matches its confirmation and meets the rules. */
  onValid: (password: string) => void;
}

/**
 * A new password, twice, with registration's live checklist: the form of e-mail verification's
 * password step and of a password reset.
 */
export function NewPasswordForm({
  idPrefix,
  passwordLabel,
  confirmLabel,
  submitLabel,
  pendingLabel,
  isPending,
  onValid,
}: NewPasswordFormProps) {
  const { t } = useTranslation("auth");
  const form = useForm({ defaultValues: { password: "", confirmPassword: "" } });
  const password = useWatch({ control: form.control, name: "password" });
  const checklistId = `${idPrefix}-checklist`;

  const onSubmit = form.handleSubmit((values) => {
    if (values.password !== values.confirmPassword) {
      toast({
        title: t("passwordsDontMatchTitle"),
        description: t("passwordsDontMatch"),
        variant: "destructive",
      });
      return;
    }
    if (!isStrongPassword(values.password)) {
      toast({
        title: t("invalidPasswordTitle"),
        description: t("invalidPassword"),
        variant: "destructive",
      });
      return;
    }
    onValid(values.password);
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <div className="grid gap-2">
        <TextField
          id={idPrefix}
          label={passwordLabel}
          type="password"
          autoComplete="new-password"
          describedBy={checklistId}
          {...form.register("password")}
        />
        <PasswordChecklist id={checklistId} password={password} />
      </div>
      <TextField
        id={`${idPrefix}-confirm`}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        {...form.register("confirmPassword")}
      />
      <Button type="submit" size="lg" disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
