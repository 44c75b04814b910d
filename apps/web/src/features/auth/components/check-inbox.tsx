import { useTranslation } from "react-i18next";
import { MailCheck } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { LoginState } from "../login-state";
import { useResendVerification } from "../sign-in-client";

interface CheckInboxProps {
  email: string;
  userType: NonNullable<LoginState["awaitingVerification"]>;
  /** A young student's: the parent/guide who was asked to agree. */
  parentEmail?: string;
}

/**
 * Above the login form right after registering: the account cannot sign in until its e-mail is
 * verified, so say where the link went and offer to send it again (docs/product.md §2, Login).
 */
export function CheckInbox({ email, userType, parentEmail }: CheckInboxProps) {
  const { t } = useTranslation("auth");
  const { resend, resending } = useResendVerification();

  function resendLink() {
    resend(email);
  }

  return (
    <Alert variant="info" role="status" aria-labelledby="check-inbox-title">
      <MailCheck aria-hidden="true" />
      <h2 id="check-inbox-title" className="col-start-2 font-semibold">
        {t("checkInboxTitle")}
      </h2>
      <AlertDescription className="grid min-w-0 gap-2">
        <p>
          {t("checkInboxSentTo")} <strong className="font-semibold break-all">{email}</strong>
        </p>
        <p>{userType === "student" ? t("checkInboxStudentNext") : t("checkInboxParentNext")}</p>
        {parentEmail && (
          <p>
            {t("checkInboxParentAsked")}{" "}
            <strong className="font-semibold break-all">{parentEmail}</strong>
          </p>
        )}
        <p>{t("checkInboxNoMail")}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={resending}
          onClick={resendLink}
        >
          {t("resendVerification")}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
