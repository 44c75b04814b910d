import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import { zodResolver } from "@/lib/form-resolver";
import { changePasswordSchema } from "@trophy/shared/schemas/password";
import { KeyRound } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ApiError, serverMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useChangePassword } from "../api/change-password";

const RULE_ID = "new-password-rule";

/** The server's schema plus the confirmation, which only the form needs. */
function formSchema() {
  return changePasswordSchema
    .extend({ confirmPassword: z.string() })
    .refine((v) => v.newPassword === v.confirmPassword, {
      path: ["confirmPassword"],
      message: i18next.t("profile:passwordsDontMatch"),
    });
}
type FormInput = z.input<ReturnType<typeof formSchema>>;
type FormOutput = z.output<ReturnType<typeof formSchema>>;

const EMPTY: FormInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Current password, then the new one twice; a wrong current password shows under its field. */
export function ChangePasswordForm() {
  const { t } = useTranslation("profile");
  const change = useChangePassword();
  const schema = useMemo(() => formSchema(), []);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast({
            title: t("passwordChangedTitle"),
            description: t("passwordChanged"),
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "wrong_current_password") {
            form.setError("currentPassword", { message: error.message }, { shouldFocus: true });
            return;
          }
          toast({
            title: t("passwordChangeFailed"),
            description: serverMessageOf(error) ?? error.message,
            variant: "destructive",
          });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <TextField
        id="current-password"
        label={t("currentPasswordLabel")}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register("currentPassword")}
      />
      <div className="grid gap-2">
        <TextField
          id="new-password"
          label={t("newPasswordLabel")}
          type="password"
          autoComplete="new-password"
          describedBy={RULE_ID}
          error={errors.newPassword?.message}
          {...form.register("newPassword")}
        />
        <p id={RULE_ID} className="text-xs text-slate-600">
          {t("passwordRule")}
        </p>
      </div>
      <TextField
        id="confirm-new-password"
        label={t("confirmNewPasswordLabel")}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        <KeyRound aria-hidden="true" />
        {change.isPending ? t("changingPassword") : t("changePassword")}
      </Button>
    </form>
  );
}
