import { Clock, MailExclamationPoint, ShieldX } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { LoginRefusal } from "../api/login";
import { AUTH_COPY } from "../copy";

interface LoginBannerProps {
  refusal: LoginRefusal;
  onResend: () => void;
  resending: boolean;
}

/** Explains why the server refused the sign-in (docs/product.md §2, Login). */
export function LoginBanner({ refusal, onResend, resending }: LoginBannerProps) {
  if (refusal === "pendingApproval") {
    return (
      <Alert variant="info">
        <Clock aria-hidden="true" />
        <AlertTitle>{AUTH_COPY.pendingApprovalTitle}</AlertTitle>
        <AlertDescription>{AUTH_COPY.pendingApprovalBody}</AlertDescription>
      </Alert>
    );
  }
  if (refusal === "verificationRequired") {
    return (
      <Alert variant="warning">
        <MailExclamationPoint aria-hidden="true" />
        <AlertTitle>{AUTH_COPY.verificationRequiredTitle}</AlertTitle>
        <AlertDescription className="grid gap-2">
          <p>{AUTH_COPY.verificationRequiredBody}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={resending}
            onClick={onResend}
          >
            {AUTH_COPY.resendVerification}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive">
      <ShieldX aria-hidden="true" />
      <AlertTitle>{AUTH_COPY.invalidCredentialsTitle}</AlertTitle>
      <AlertDescription>{AUTH_COPY.invalidCredentialsBody}</AlertDescription>
    </Alert>
  );
}
