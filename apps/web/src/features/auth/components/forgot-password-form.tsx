import { useTranslation } from "react-i18next";
import { zodResolver } from "@/lib/form-resolver";
import { forgotPasswordSchema, type ForgotPasswordInput } from "@trophy/shared/schemas/password";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { serverMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useForgotPassword } from "../api/forgot-password";

interface ForgotPasswordFormProps {
  defaultEmail?: string;
  onSent: (email: string) => void;
}

/** The e-mail to send a reset link to. */
export function ForgotPasswordForm({ defaultEmail = "", onSent }: ForgotPasswordFormProps) {
  const { t } = useTranslation(["auth", "common"]);
  const forgot = useForgotPassword();
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    forgot.mutate(values, {
      onSuccess: () => {
        onSent(values.email);
      },
      onError: (error) =>
        toast({
          title: t("resetRequestFailed"),
          description: serverMessageOf(error) ?? t("resendFailedBody"),
          variant: "destructive",
        }),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <TextField
        id="forgot-email"
        label={t("common:emailLabel")}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <Button type="submit" size="lg" disabled={forgot.isPending}>
        {forgot.isPending ? t("sendingResetLink") : t("sendResetLink")}
      </Button>
    </form>
  );
}
