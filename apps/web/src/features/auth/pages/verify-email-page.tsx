import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import { CircleX, KeyRound, MailCheck, MailOpen } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-error";
import { paths } from "@/lib/paths";
import { useVerifyEmail } from "../api/verify-email";
import { AuthCard } from "../components/auth-card";
import { ConfirmEmailForm } from "../components/confirm-email-form";
import { SetPasswordForm } from "../components/set-password-form";
import { VerificationActions } from "../components/verification-actions";
import type { ConsentAskState } from "@/lib/consent-ask-state";

/** A used or expired link (`invalid_verification_token`) gets its own text; else the server's. */
function verificationErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === "invalid_verification_token") return i18next.t("auth:verificationLinkUsed");
    if (error.serverMessage) return error.serverMessage;
  }
  return i18next.t("auth:verificationFailedFallback");
}

/**
 * /auth/verify-email/:token — verifying, needs-password, success or error (docs/product.md §2, §4).
 * Needs-password is a new password for a student, and for a parent/guide the one chosen at
 * sign-up (the server says which). A young student whose parent must still agree goes on to their
 * consent step with the ticket the answer carries, instead of being told to sign in.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation("auth");
  const { token } = useParams();
  const verification = useVerifyEmail(token);
  const [passwordGiven, setPasswordGiven] = useState(false);
  const navigate = useNavigate();

  if (!token) return <VerificationFailed message={t("noVerificationToken")} />;
  if (verification.isPending) {
    return (
      <AuthCard icon={MailOpen} title={t("verifyingEmail")}>
        <div className="flex justify-center py-4">
          <Spinner className="size-10" label={t("verifyingEmail")} />
        </div>
      </AuthCard>
    );
  }
  if (verification.isError) {
    return <VerificationFailed message={verificationErrorText(verification.error)} />;
  }
  const done = () => {
    setPasswordGiven(true);
  };
  if (verification.data.requiresPassword && verification.data.existingPassword && !passwordGiven) {
    return (
      <AuthCard icon={KeyRound} title={t("confirmEmailTitle")} description={t("confirmEmailBody")}>
        <ConfirmEmailForm token={token} email={verification.data.email} onDone={done} />
      </AuthCard>
    );
  }
  if (verification.data.requiresPassword && !passwordGiven) {
    return (
      <AuthCard icon={KeyRound} title={t("setPasswordTitle")} description={t("setPasswordBody")}>
        <SetPasswordForm
          token={token}
          onDone={({ consentTicket }) => {
            if (!consentTicket) {
              done();
              return;
            }
            // The used link would only say so again: the consent step takes its place.
            const state: ConsentAskState = { ticket: consentTicket };
            void navigate(paths.consentAsk, { state, replace: true });
          }}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard icon={MailCheck} title={t("emailVerifiedTitle")}>
      <p className="text-center text-slate-600">{t("emailVerifiedBody")}</p>
      <VerificationActions failed={false} email={verification.data.email} />
    </AuthCard>
  );
}

function VerificationFailed({ message }: { message: string }) {
  const { t } = useTranslation("auth");
  return (
    <AuthCard icon={CircleX} title={t("verificationFailedTitle")}>
      <p role="alert" className="text-center text-slate-700">
        {message}
      </p>
      <VerificationActions failed />
    </AuthCard>
  );
}
