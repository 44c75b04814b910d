import { useTranslation } from "react-i18next";
import type { LoginRequest } from "@trophy/shared/schemas/auth";
import { useState } from "react";
import { toast } from "@/lib/toast";
import type { SignInOutcome } from "./api/sign-in-actions";

const loadActions = () => import("./api/sign-in-actions");

/** Starts loading what sending the login form needs, as soon as the reader starts on it. */
export function preloadSignIn(): void {
  void loadActions();
}

/** Signs in; the code not arriving (no network) is a refusal without a reason, as no answer is. */
export async function submitSignIn(input: LoginRequest): Promise<SignInOutcome> {
  try {
    return await (await loadActions()).attemptSignIn(input);
  } catch {
    return { ok: false, refusal: null, serverMessage: undefined };
  }
}

/** Resends the verification link (with its toasts) and says while it is on its way. */
export function useResendVerification(): { resend: (email: string) => void; resending: boolean } {
  const { t } = useTranslation("auth");
  const [resending, setResending] = useState(false);
  const resend = (email: string) => {
    setResending(true);
    void loadActions()
      .then((actions) => actions.resendVerificationAndSay(email))
      .catch(() =>
        toast({
          title: t("resendFailed"),
          description: t("resendFailedBody"),
          variant: "destructive",
        }),
      )
      .finally(() => {
        setResending(false);
      });
  };
  return { resend, resending };
}
