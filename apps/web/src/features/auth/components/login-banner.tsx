import { useTranslation } from "react-i18next";
import { Clock, MailExclamationPoint, ShieldX, UsersRound } from "lucide-react";
import type { ReactNode } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { LoginRefusal } from "../api/login";

interface LoginBannerProps {
  refusal: LoginRefusal;
  onResend: () => void;
  resending: boolean;
}

/** Explains why the server refused the sign-in (docs/product.md §2, Login). */
export function LoginBanner({ refusal, onResend, resending }: LoginBannerProps) {
  const { t } = useTranslation("auth");
  if (refusal === "pendingApproval") {
    return (
      <Alert variant="info">
        <Clock aria-hidden="true" />
        <BannerTitle>{t("pendingApprovalTitle")}</BannerTitle>
        <AlertDescription>{t("pendingApprovalBody")}</AlertDescription>
      </Alert>
    );
  }
  if (refusal === "parentalConsentRequired" || refusal === "parentalConsentWithdrawn") {
    return (
      <Alert variant="info">
        <UsersRound aria-hidden="true" />
        {refusal === "parentalConsentRequired" ? (
          <>
            <BannerTitle>{t("parentalConsentTitle")}</BannerTitle>
            <AlertDescription>{t("parentalConsentBody")}</AlertDescription>
          </>
        ) : (
          <>
            <BannerTitle>{t("parentalConsentWithdrawnTitle")}</BannerTitle>
            <AlertDescription>{t("parentalConsentWithdrawnBody")}</AlertDescription>
          </>
        )}
      </Alert>
    );
  }
  if (refusal === "verificationRequired") {
    return (
      <Alert variant="warning">
        <MailExclamationPoint aria-hidden="true" />
        <BannerTitle>{t("verificationRequiredTitle")}</BannerTitle>
        <AlertDescription className="grid gap-2">
          <p>{t("verificationRequiredBody")}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={resending}
            onClick={onResend}
          >
            {t("resendVerification")}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive">
      <ShieldX aria-hidden="true" />
      <BannerTitle>{t("invalidCredentialsTitle")}</BannerTitle>
      <AlertDescription>{t("invalidCredentialsBody")}</AlertDescription>
    </Alert>
  );
}

/** The banner's title as an h2: the login screen's h1 is the card's title. */
function BannerTitle({ children }: { children: ReactNode }) {
  return <h2 className="col-start-2 font-semibold">{children}</h2>;
}
