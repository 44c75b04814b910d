import { PreloadLink } from "@/components/preload-link";
import { CircleCheck, LogIn } from "lucide-react";
import { useLocation } from "react-router";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { paths } from "@/lib/paths";
import { AuthCard } from "../components/auth-card";
import { CheckInbox } from "../components/check-inbox";
import { LoginForm } from "../components/login-form";
import { AUTH_COPY } from "../copy";
import { loginStateOf } from "../login-state";

/**
 * /auth/login. Arriving from registration or verification, the router state carries the e-mail to
 * fill in and, for an account that must verify first, what to do next (docs/product.md §2).
 */
export function LoginPage() {
  const { email, awaitingVerification, passwordReset } = loginStateOf(useLocation().state);
  return (
    <AuthCard
      icon={LogIn}
      title={AUTH_COPY.loginTitle}
      description={AUTH_COPY.loginSubtitle}
      footer={
        <>
          {AUTH_COPY.noAccountYet}{" "}
          <PreloadLink
            to={paths.auth.register}
            className="font-medium text-amber-700 hover:underline"
          >
            {AUTH_COPY.createAnAccount}
          </PreloadLink>
        </>
      }
    >
      {passwordReset && (
        <Alert variant="info" role="status">
          <CircleCheck aria-hidden="true" />
          <AlertDescription>{AUTH_COPY.passwordResetNotice}</AlertDescription>
        </Alert>
      )}
      {email && awaitingVerification && (
        <CheckInbox email={email} userType={awaitingVerification} />
      )}
      <LoginForm defaultEmail={email} />
    </AuthCard>
  );
}
