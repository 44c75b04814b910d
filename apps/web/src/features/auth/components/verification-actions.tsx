import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import type { LoginState } from "../login-state";

interface VerificationActionsProps {
  failed: boolean;
  /** The verified account's e-mail, for the login form to fill in. */
  email?: string;
}

/** The buttons under a finished verification: Go to Login, and Register Again after a failure. */
export function VerificationActions({ failed, email }: VerificationActionsProps) {
  const { t } = useTranslation("auth");
  const loginState: LoginState = { email };
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
      {failed && (
        <Button asChild variant="outline">
          <Link to={paths.auth.register}>{t("registerAgain")}</Link>
        </Button>
      )}
      <Button asChild>
        <Link to={paths.auth.login} state={loginState}>
          {t("goToLogin")}
        </Link>
      </Button>
    </div>
  );
}
