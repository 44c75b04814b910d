import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES } from "@trophy/shared/messages";
import { loginRequestSchema, type LoginRequest } from "@trophy/shared/schemas/auth";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { serverMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { loginRefusalOf, useLogin, type LoginRefusal } from "../api/login";
import { useResendVerification } from "../api/resend-verification";
import { LoginBanner } from "./login-banner";
import { paths } from "@/lib/paths";

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const resend = useResendVerification();
  const [refusal, setRefusal] = useState<LoginRefusal | null>(null);
  const form = useForm<z.input<typeof loginRequestSchema>, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setRefusal(null);
    login.mutate(values, {
      onSuccess: () => {
        toast({ title: MESSAGES.welcomeBack });
        void navigate(paths.home);
      },
      onError: (error) => {
        const reason = loginRefusalOf(error);
        setRefusal(reason);
        if (reason) return;
        toast({
          title: MESSAGES.loginFailed,
          description: serverMessageOf(error) ?? MESSAGES.loginFailedFallback,
          variant: "destructive",
        });
      },
    });
  });

  function resendVerification() {
    const email = form.getValues("email").trim();
    if (!email) {
      toast({
        title: MESSAGES.emailRequiredTitle,
        description: MESSAGES.emailRequired,
        variant: "destructive",
      });
      return;
    }
    resend.mutate(email, {
      onSuccess: ({ message }) => toast({ title: MESSAGES.emailSent, description: message }),
      onError: () =>
        toast({
          title: MESSAGES.resendFailed,
          description: MESSAGES.resendFailedBody,
          variant: "destructive",
        }),
    });
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      {refusal && (
        <LoginBanner refusal={refusal} onResend={resendVerification} resending={resend.isPending} />
      )}
      <TextField
        id="login-email"
        label={MESSAGES.emailLabel}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        id="login-password"
        label={MESSAGES.passwordLabel}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? MESSAGES.signingIn : MESSAGES.signIn}
      </Button>
    </form>
  );
}
