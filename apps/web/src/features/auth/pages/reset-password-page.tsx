import { useTranslation } from "react-i18next";
import { CircleX, KeyRound } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { AuthCard } from "../components/auth-card";
import { ResetPasswordForm } from "../components/reset-password-form";
import type { LoginState } from "../login-state";

/**
 * /auth/reset-password/:token, opened from the reset mail: the new password, then the login form
 * with a notice. Nothing is asked of the server before the form is sent, so a mail scanner that
 * opens the link uses nothing up.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const [linkInvalid, setLinkInvalid] = useState(token === "");

  if (linkInvalid) {
    return (
      <AuthCard icon={CircleX} title={t("resetLinkInvalidTitle")}>
        <p role="alert" className="text-center text-slate-700">
          {t("resetLinkInvalid")}
        </p>
        <Button asChild>
          <Link to={paths.auth.forgotPassword}>{t("requestNewLink")}</Link>
        </Button>
      </AuthCard>
    );
  }
  const signInState: LoginState = { passwordReset: true };
  return (
    <AuthCard icon={KeyRound} title={t("resetPasswordTitle")} description={t("resetPasswordBody")}>
      <ResetPasswordForm
        token={token}
        onDone={() => void navigate(paths.auth.login, { state: signInState, replace: true })}
        onLinkInvalid={() => {
          setLinkInvalid(true);
        }}
      />
    </AuthCard>
  );
}
