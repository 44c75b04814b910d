import { zodResolver } from "@/lib/form-resolver";
import { loginRequestSchema, type LoginRequest } from "@trophy/shared/schemas/auth";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { serverMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { COMMON_COPY } from "@/lib/copy";
import { loginRefusalOf, useLogin, type LoginRefusal } from "../api/login";
import { useResendVerification } from "../api/resend-verification";
import { LoginBanner } from "./login-banner";
import { paths } from "@/lib/paths";
import { AUTH_COPY } from "../copy";
import type { LoginState } from "../login-state";

interface LoginFormProps {
  /** The e-mail to start with: the one just registered or verified. */
  defaultEmail?: string;
}

export function LoginForm({ defaultEmail = "" }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const resend = useResendVerification();
  const [refusal, setRefusal] = useState<LoginRefusal | null>(null);
  const form = useForm<z.input<typeof loginRequestSchema>, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { errors } = form.formState;
  // The forgot-password page starts with the e-mail typed here.
  const forgotState: LoginState = {
    email: useWatch({ control: form.control, name: "email" }).trim() || undefined,
  };

  const onSubmit = form.handleSubmit((values) => {
    setRefusal(null);
    login.mutate(values, {
      onSuccess: () => {
        toast({ title: AUTH_COPY.welcomeBack });
        void navigate(paths.home);
      },
      onError: (error) => {
        const reason = loginRefusalOf(error);
        setRefusal(reason);
        if (reason) return;
        toast({
          title: AUTH_COPY.loginFailed,
          description: serverMessageOf(error) ?? AUTH_COPY.loginFailedFallback,
          variant: "destructive",
        });
      },
    });
  });

  function resendVerification() {
    const email = form.getValues("email").trim();
    if (!email) {
      toast({
        title: AUTH_COPY.emailRequiredTitle,
        description: AUTH_COPY.emailRequired,
        variant: "destructive",
      });
      return;
    }
    resend.mutate(email);
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      {refusal && (
        <LoginBanner refusal={refusal} onResend={resendVerification} resending={resend.isPending} />
      )}
      <TextField
        id="login-email"
        label={COMMON_COPY.emailLabel}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        id="login-password"
        label={AUTH_COPY.passwordLabel}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Link
        to={paths.auth.forgotPassword}
        state={forgotState}
        className="-mt-3 justify-self-end text-sm font-medium text-amber-700 hover:underline"
      >
        {AUTH_COPY.forgotPasswordLink}
      </Link>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? AUTH_COPY.signingIn : COMMON_COPY.signIn}
      </Button>
    </form>
  );
}
