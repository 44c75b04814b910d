import { useTranslation } from "react-i18next";
import { MailCheck } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useForgotPassword } from "../api/forgot-password";

/**
 * After asking for a reset link: the same words whether or not the account exists, so the page
 * tells nobody which e-mails have accounts; and a way to ask again.
 */
export function ResetRequested({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  const again = useForgotPassword();
  return (
    <Alert variant="info" role="status" aria-labelledby="reset-requested-title">
      <MailCheck aria-hidden="true" />
      <h2 id="reset-requested-title" className="col-start-2 font-semibold">
        {t("resetRequestedTitle")}
      </h2>
      <AlertDescription className="grid min-w-0 gap-2">
        <p className="break-words">{t("resetRequestedBody", { email })}</p>
        <p>{t("resetRequestedNoMail")}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={again.isPending}
          onClick={() => {
            again.mutate({ email });
          }}
        >
          {t("sendAnotherLink")}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
