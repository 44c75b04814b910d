import { useTranslation } from "react-i18next";
import {
  normalizeEmail,
  SIGN_IN_ISSUE_TEXTS,
  signInEmailIssue,
  signInPasswordIssue,
  type SignInIssue,
} from "@trophy/shared/rules/sign-in";
import type { User } from "@trophy/shared/schemas/user";
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { paths, ROLE_HOME } from "@/lib/paths";
import { preloadRoute } from "@/lib/preload";
import { toast } from "@/lib/toast";
import { useHydrated } from "@/lib/use-hydrated";
import { validationText } from "@/lib/validation-text";
import type { LoginRefusal } from "../api/login";
import type { ConsentAskState } from "@/lib/consent-ask-state";
import { takeConsentReturn } from "../consent-return";
import type { LoginState } from "../login-state";
import { preloadSignIn, submitSignIn, useResendVerification } from "../sign-in-client";
import { LoginBanner } from "./login-banner";

interface LoginFormProps {
  /** The e-mail to start with: the one just registered or verified. */
  defaultEmail?: string;
}

type Field = "email" | "password";
type Problems = Partial<Record<Field, SignInIssue>>;

const PROBLEM_OF: Record<Field, (value: string) => SignInIssue | undefined> = {
  email: signInEmailIssue,
  password: signInPasswordIssue,
};

/**
 * A field's problem in the reader's language, by the `validation` key `<field>.<issue code>`; the
 * shared rule's English where the catalogue has none.
 */
function problemText(field: Field, issue: SignInIssue | undefined): string | undefined {
  return issue && (validationText(field, issue) ?? SIGN_IN_ISSUE_TEXTS[field][issue]);
}

/** The fields as typed; read from the form, so what was typed before the page came alive counts. */
function fieldsOf(form: HTMLFormElement): Record<Field, string> {
  const data = new FormData(form);
  const text = (name: Field) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return { email: text("email"), password: text("password") };
}

/**
 * The sign-in form: two fields checked with the shared sign-in rules (no schema library), checked
 * on submit and, after a first submit, as they change. Sending it loads the API client then
 * (sign-in-client.ts); the reader's first focus on the form starts loading it.
 */
export function LoginForm({ defaultEmail = "" }: LoginFormProps) {
  const { t } = useTranslation(["auth", "common"]);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<LoginRefusal | null>(null);
  const [email, setEmail] = useState(defaultEmail);
  const { resend, resending } = useResendVerification();

  // An e-mail typed before the page came alive.
  useEffect(() => {
    if (formRef.current) setEmail(fieldsOf(formRef.current).email);
  }, []);

  // The forgot-password page starts with the e-mail typed here.
  const forgotState: LoginState = { email: email.trim() || undefined };

  function onFieldChange(field: Field, value: string) {
    if (field === "email") setEmail(value);
    if (submitted) setProblems((current) => ({ ...current, [field]: PROBLEM_OF[field](value) }));
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = fieldsOf(form);
    const found: Problems = {
      email: PROBLEM_OF.email(fields.email),
      password: PROBLEM_OF.password(fields.password),
    };
    setSubmitted(true);
    setProblems(found);
    const invalid = (["email", "password"] as const).find((field) => found[field]);
    if (invalid) {
      const input = form.elements.namedItem(invalid);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setRefusal(null);
    setPending(true);
    const outcome = await submitSignIn({
      email: normalizeEmail(fields.email),
      password: fields.password,
    });
    setPending(false);
    if (outcome.ok) {
      signedIn(outcome.user);
      return;
    }
    // A young student whose parent has not agreed yet: their consent step says where it stands.
    if (outcome.consentTicket) {
      const state: ConsentAskState = { ticket: outcome.consentTicket };
      void navigate(paths.consentAsk, { state });
      return;
    }
    setRefusal(outcome.refusal);
    if (outcome.refusal) return;
    toast({
      title: t("loginFailed"),
      description: outcome.serverMessage ?? t("loginFailedFallback"),
      variant: "destructive",
    });
  }

  function signedIn(user: User) {
    toast({ title: t("welcomeBack") });
    // A parent/guide who came from a consent link goes back to it to answer.
    const back = user.user_type === "parent_guide" ? takeConsentReturn() : undefined;
    if (back) {
      void navigate(back);
      return;
    }
    // The way on is the user's own area: its code starts loading while the home page shows.
    preloadRoute(ROLE_HOME[user.user_type]);
    void navigate(paths.home);
  }

  function resendVerification() {
    const typed = formRef.current ? fieldsOf(formRef.current).email.trim() : "";
    if (!typed) {
      toast({
        title: t("emailRequiredTitle"),
        description: t("emailRequired"),
        variant: "destructive",
      });
      return;
    }
    resend(typed);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={preloadSignIn}
      onPointerDown={preloadSignIn}
      className="grid gap-5"
    >
      {refusal && (
        <LoginBanner refusal={refusal} onResend={resendVerification} resending={resending} />
      )}
      <TextField
        id="login-email"
        name="email"
        label={t("common:emailLabel")}
        type="email"
        autoComplete="email"
        defaultValue={defaultEmail}
        error={problemText("email", problems.email)}
        onChange={(event) => {
          onFieldChange("email", event.target.value);
        }}
      />
      <TextField
        id="login-password"
        name="password"
        label={t("passwordLabel")}
        type="password"
        autoComplete="current-password"
        error={problemText("password", problems.password)}
        onChange={(event) => {
          onFieldChange("password", event.target.value);
        }}
      />
      <Link
        to={paths.auth.forgotPassword}
        state={forgotState}
        className="-mt-3 justify-self-end text-sm font-medium text-amber-700 hover:underline"
      >
        {t("forgotPasswordLink")}
      </Link>
      <Button type="submit" size="lg" disabled={!hydrated || pending}>
        {pending ? t("signingIn") : t("common:signIn")}
      </Button>
    </form>
  );
}
