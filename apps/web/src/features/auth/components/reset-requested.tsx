import { MailCheck } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { fillTemplate } from "@/lib/fill-template";
import { useForgotPassword } from "../api/forgot-password";
import { AUTH_COPY } from "../copy";

/**
 * After asking for a reset link: the same words whether or not the account exists, so the page
 * tells nobody which e-mails have accounts; and a way to ask again.
 */
export function ResetRequested({ email }: { email: string }) {
  const again = useForgotPassword();
  return (
    <Alert variant="info" role="status" aria-labelledby="reset-requested-title">
      <MailCheck aria-hidden="true" />
      <h2 id="reset-requested-title" className="col-start-2 font-semibold">
        {AUTH_COPY.resetRequestedTitle}
      </h2>
      <AlertDescription className="grid min-w-0 gap-2">
        <p className="break-words">{fillTemplate(AUTH_COPY.resetRequestedBody, { email })}</p>
        <p>{AUTH_COPY.resetRequestedNoMail}</p>
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
          {AUTH_COPY.sendAnotherLink}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
