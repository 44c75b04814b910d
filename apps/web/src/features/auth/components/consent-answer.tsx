import { useTranslation } from "react-i18next";
import { Check, LogIn, LogOut, UserRoundPlus, X } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { useSessionUser } from "@/lib/session";
import { signOutLocally } from "@/lib/session-end";
import { toastFailure } from "@/lib/toast-failure";
import { useAcceptConsent, useRefuseConsent } from "../api/consent-request";
import { logout } from "../api/logout";
import { forgetConsentReturn, rememberConsentReturn } from "../consent-return";
import type { RegisterState } from "../register-state";

interface ConsentAnswerProps {
  token: string;
  studentName: string;
  onAnswered: (outcome: "consented" | "refused") => void;
}

/**
 * I agree and I do not agree. Agreeing needs a signed-in parent/guide: anyone else is shown the
 * way to sign in or register as one, and back here afterwards. Not agreeing deletes the child's
 * account, so it asks first.
 */
export function ConsentAnswer({ token, studentName, onAnswered }: ConsentAnswerProps) {
  const { t } = useTranslation("consent");
  const user = useSessionUser();
  const navigate = useNavigate();
  const accept = useAcceptConsent(token);
  const refuse = useRefuseConsent(token);
  const [showSignIn, setShowSignIn] = useState(false);
  const [confirmRefusal, setConfirmRefusal] = useState(false);
  const panelId = useId();
  const isParent = user?.user_type === "parent_guide";
  const here = paths.consent.href(token);

  const agree = () => {
    if (!isParent) {
      rememberConsentReturn(here);
      setShowSignIn(true);
      return;
    }
    accept.mutate(undefined, {
      onSuccess: () => {
        forgetConsentReturn();
        onAnswered("consented");
      },
      onError: (error) => {
        toastFailure(error, t("agreeFailed"));
      },
    });
  };
  const disagree = () => {
    refuse.mutate(undefined, {
      onSuccess: () => {
        forgetConsentReturn();
        setConfirmRefusal(false);
        onAnswered("refused");
      },
      onError: (error) => {
        setConfirmRefusal(false);
        toastFailure(error, t("refuseFailed"));
      },
    });
  };
  // Another role's session: it ends, and the sign-in that follows comes back here.
  const switchAccount = () => {
    rememberConsentReturn(here);
    void logout()
      .catch(() => undefined)
      .finally(() => {
        signOutLocally();
        void navigate(paths.auth.login);
      });
  };
  const registerState: RegisterState = { userType: "parent_guide" };

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          size="lg"
          aria-expanded={isParent ? undefined : showSignIn}
          aria-controls={isParent ? undefined : panelId}
          disabled={accept.isPending}
          onClick={agree}
        >
          <Check aria-hidden="true" />
          {accept.isPending ? t("agreeing") : t("agree")}
        </Button>
        <Button
          size="lg"
          variant="dangerOutline"
          disabled={accept.isPending}
          onClick={() => {
            setConfirmRefusal(true);
          }}
        >
          <X aria-hidden="true" />
          {t("disagree")}
        </Button>
      </div>
      {!isParent && (
        <div id={panelId} hidden={!showSignIn}>
          <section className="grid gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950">
            <h2 className="font-semibold">{t("signInFirstTitle")}</h2>
            {user ? (
              <>
                <p>{t("wrongAccountBody")}</p>
                <Button variant="outline" className="justify-self-start" onClick={switchAccount}>
                  <LogOut aria-hidden="true" />
                  {t("switchAccount")}
                </Button>
              </>
            ) : (
              <>
                <p>{t("signInFirstBody", { name: studentName })}</p>
                <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                  <Button asChild>
                    <Link to={paths.auth.login}>
                      <LogIn aria-hidden="true" />
                      {t("signIn")}
                    </Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to={paths.auth.register} state={registerState}>
                      <UserRoundPlus aria-hidden="true" />
                      {t("createAccount")}
                    </Link>
                  </Button>
                </div>
              </>
            )}
          </section>
        </div>
      )}
      <ConfirmDialog
        open={confirmRefusal}
        onOpenChange={setConfirmRefusal}
        title={t("refuseQuestion", { name: studentName })}
        description={t("refuseBody", { name: studentName })}
        confirmLabel={t("refuseConfirm")}
        pendingLabel={t("refusing")}
        cancelLabel={t("refuseCancel")}
        pending={refuse.isPending}
        destructive
        onConfirm={disagree}
      />
    </div>
  );
}
