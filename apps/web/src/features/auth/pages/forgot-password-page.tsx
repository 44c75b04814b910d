import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { paths } from "@/lib/paths";
import { AuthCard } from "../components/auth-card";
import { ForgotPasswordForm } from "../components/forgot-password-form";
import { ResetRequested } from "../components/reset-requested";
import { AUTH_COPY } from "../copy";
import { loginStateOf } from "../login-state";

/**
 * /auth/forgot-password: the e-mail form, then the neutral "check your inbox" state. Arriving from
 * the login form, the e-mail typed there is filled in.
 */
export function ForgotPasswordPage() {
  const { email } = loginStateOf(useLocation().state);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthCard
      icon={KeyRound}
      title={AUTH_COPY.forgotPasswordTitle}
      description={sentTo ? undefined : AUTH_COPY.forgotPasswordBody}
      footer={
        <Link
          to={paths.auth.login}
          state={{ email: sentTo ?? email }}
          className="font-medium text-amber-700 hover:underline"
        >
          {AUTH_COPY.backToLogin}
        </Link>
      }
    >
      {sentTo ? (
        <ResetRequested email={sentTo} />
      ) : (
        <ForgotPasswordForm defaultEmail={email} onSent={setSentTo} />
      )}
    </AuthCard>
  );
}
