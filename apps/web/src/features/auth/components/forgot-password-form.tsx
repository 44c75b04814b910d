import { zodResolver } from "@/lib/form-resolver";
import { forgotPasswordSchema, type ForgotPasswordInput } from "@trophy/shared/schemas/password";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { serverMessageOf } from "@/lib/api-error";
import { COMMON_COPY } from "@/lib/copy";
import { toast } from "@/lib/toast";
import { useForgotPassword } from "../api/forgot-password";
import { AUTH_COPY } from "../copy";

interface ForgotPasswordFormProps {
  defaultEmail?: string;
  onSent: (email: string) => void;
}

/** The e-mail to send a reset link to. */
export function ForgotPasswordForm({ defaultEmail = "", onSent }: ForgotPasswordFormProps) {
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
          title: AUTH_COPY.resetRequestFailed,
          description: serverMessageOf(error) ?? AUTH_COPY.resendFailedBody,
          variant: "destructive",
        }),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <TextField
        id="forgot-email"
        label={COMMON_COPY.emailLabel}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <Button type="submit" size="lg" disabled={forgot.isPending}>
        {forgot.isPending ? AUTH_COPY.sendingResetLink : AUTH_COPY.sendResetLink}
      </Button>
    </form>
  );
}
