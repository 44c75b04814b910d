import { useTranslation } from "react-i18next";
import { PreloadLink } from "@/components/preload-link";
import { CircleCheck, LogIn } from "lucide-react";
import { useLocation } from "react-router";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { paths } from "@/lib/paths";
import { AuthCard } from "../components/auth-card";
import { CheckInbox } from "../components/check-inbox";
import { LoginForm } from "../components/login-form";
import { loginStateOf } from "../login-state";

/**
 * /auth/login. Arriving from registration or verification, the router state carries the e-mail to
 * fill in and, for an account that must verify first, what to do next (docs/product.md §2).
 */
export function LoginPage() {
  const { t } = useTranslation("auth");
  const { email, awaitingVerification, parentEmail, passwordReset } = loginStateOf(
    useLocation().state,
  );
  return (
    <AuthCard
      icon={LogIn}
      title={t("loginTitle")}
      description={t("loginSubtitle")}
      footer={
        <>
          {t("noAccountYet")}{" "}
          <PreloadLink
            to={paths.auth.register}
            className="font-medium text-amber-700 hover:underline"
          >
            {t("createAnAccount")}
          </PreloadLink>
        </>
      }
    >
      {passwordReset && (
        <Alert variant="info" role="status">
          <CircleCheck aria-hidden="true" />
          <AlertDescription>{t("passwordResetNotice")}</AlertDescription>
        </Alert>
      )}
      {email && awaitingVerification && (
        <CheckInbox email={email} userType={awaitingVerification} parentEmail={parentEmail} />
      )}
      <LoginForm defaultEmail={email} />
    </AuthCard>
  );
}
