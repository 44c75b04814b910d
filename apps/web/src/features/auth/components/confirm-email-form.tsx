import { useTranslation } from "react-i18next";
import { useRef, useState, type SubmitEvent } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { errorCodeOf, serverMessageOf } from "@/lib/api-error";
import { paths } from "@/lib/paths";
import { useSetPassword } from "../api/set-password";
import type { LoginState } from "../login-state";

interface ConfirmEmailFormProps {
  token: string;
  /** The account's address, for the forgot-password page the link leads to. */
  email: string | undefined;
  onDone: () => void;
}

const FIELD_ID = "confirm-email-password";

/**
 * A parent/guide's needs-password step of e-mail verification: the password chosen at sign-up,
 * which proves the account is theirs and not a stranger's registration of their address. A wrong
 * one is said under the field and the link keeps working; whoever does not know it chooses a new
 * one through the forgot-password page, which verifies the account as well.
 */
export function ConfirmEmailForm({ token, email, onDone }: ConfirmEmailFormProps) {
  const { t } = useTranslation("auth");
  const confirm = useSetPassword();
  const [problem, setProblem] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const forgotState: LoginState = { email };

  function refuse(text: string) {
    setProblem(text);
    inputRef.current?.focus();
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get("password");
    const password = typeof typed === "string" ? typed : "";
    if (!password) {
      refuse(t("confirmEmailPasswordMissing"));
      return;
    }
    setProblem(undefined);
    confirm.mutate(
      { token, password },
      {
        onSuccess: onDone,
        onError: (error) => {
          refuse(
            errorCodeOf(error) === "invalid_verification_token"
              ? t("verificationLinkUsed")
              : (serverMessageOf(error) ?? t("verificationFailedFallback")),
          );
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField
        ref={inputRef}
        id={FIELD_ID}
        name="password"
        label={t("passwordLabel")}
        type="password"
        autoComplete="current-password"
        error={problem}
      />
      <Button type="submit" size="lg" disabled={confirm.isPending}>
        {confirm.isPending ? t("confirmingEmail") : t("confirmEmail")}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t("confirmEmailNotYou")}{" "}
        <Link
          to={paths.auth.forgotPassword}
          state={forgotState}
          className="font-medium text-amber-700 hover:underline"
        >
          {t("forgotPasswordLink")}
        </Link>
      </p>
    </form>
  );
}
