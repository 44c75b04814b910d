import { useTranslation } from "react-i18next";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { paths } from "@/lib/paths";
import { AuthCard } from "../components/auth-card";
import { ForgotPasswordForm } from "../components/forgot-password-form";
import { ResetRequested } from "../components/reset-requested";
import { loginStateOf } from "../login-state";

/**
 * /auth/forgot-password: the e-mail form, then the neutral "check your inbox" state. Arriving from
 * the login form, the e-mail typed there is filled in.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const { email } = loginStateOf(useLocation().state);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthCard
      icon={KeyRound}
      title={t("forgotPasswordTitle")}
      description={sentTo ? undefined : t("forgotPasswordBody")}
      footer={
        <Link
          to={paths.auth.login}
          state={{ email: sentTo ?? email }}
          className="font-medium text-amber-700 hover:underline"
        >
          {t("backToLogin")}
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
