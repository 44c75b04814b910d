import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import { zodResolver } from "@/lib/form-resolver";
import {
  registerRequestSchema,
  type RegisterFormValues,
  type RegisterRequest,
} from "@trophy/shared/schemas/auth";
import { Info } from "lucide-react";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/lib/toast";
import { DEVELOPER_SIGNUP_TOAST_MS } from "@/lib/client-constants";
import { useHydrated } from "@/lib/use-hydrated";
import { AccountTypePicker } from "./account-type-picker";
import { PasswordChecklist } from "./password-checklist";
import { paths } from "@/lib/paths";
import type { LoginState } from "../login-state";

const CHECKLIST_ID = "register-password-checklist";

// The API client and its schemas load when the reader starts on the form, not with the page.
const loadRegister = () => import("../api/register");
function preloadRegister() {
  void loadRegister();
}

/** What a new account does next (the server's notice, in the current language). */
function registeredText(userType: RegisterRequest["userType"]): string | undefined {
  switch (userType) {
    case "student":
      return i18next.t("auth:registeredStudent");
    case "parent_guide":
      return i18next.t("auth:registeredParent");
    case "developer":
      return i18next.t("auth:registeredDeveloper");
    default:
      return undefined;
  }
}

export function RegisterForm() {
  const { t } = useTranslation(["auth", "common"]);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  // Fields hidden for the chosen account type leave the form, so they are neither sent nor checked.
  const form = useForm<RegisterFormValues, unknown, RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { userType: "student", email: "", name: "" },
    shouldUnregister: true,
  });
  const userType = useWatch({ control: form.control, name: "userType" });
  const password = useWatch({ control: form.control, name: "password" }) ?? "";
  const errorOf = (name: "name" | "email" | "password" | "companyName" | "phone") =>
    form.getFieldState(name, form.formState).error?.message;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setPending(true);
      const outcome = await loadRegister()
        .then((api) => api.attemptRegister(values))
        .catch(() => ({ ok: false as const, serverMessage: undefined }));
      setPending(false);
      if (!outcome.ok) {
        toast({
          title: t("signupFailed"),
          description: outcome.serverMessage ?? t("signupFailedFallback"),
          variant: "destructive",
        });
        return;
      }
      toast({
        title: t("accountCreated"),
        description: registeredText(values.userType),
        duration: values.userType === "developer" ? DEVELOPER_SIGNUP_TOAST_MS : undefined,
      });
      // The login form fills in the e-mail and, for an account that must verify it first,
      // says where the link went (never the password, never in the address).
      const state: LoginState = {
        email: values.email,
        awaitingVerification:
          values.userType === "student" || values.userType === "parent_guide"
            ? values.userType
            : undefined,
      };
      void navigate(paths.auth.login, { state });
    },
    (errors) => {
      if (!errors.password) return;
      toast({
        title: t("invalidPasswordTitle"),
        description: t("invalidPassword"),
        variant: "destructive",
      });
    },
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={preloadRegister}
      onPointerDown={preloadRegister}
    >
      {/* Until the page comes alive the form library cannot see the fields: nothing is typed or
          chosen that it would then drop. */}
      <fieldset disabled={!hydrated} className="m-0 grid min-w-0 gap-5 border-0 p-0">
        <Controller
          control={form.control}
          name="userType"
          render={({ field }) => (
            <AccountTypePicker
              value={field.value === "admin" ? "student" : field.value}
              onChange={field.onChange}
            />
          )}
        />
        {userType !== "developer" && (
          <TextField
            id="register-name"
            label={t("common:fullNameLabel")}
            autoComplete="name"
            error={errorOf("name")}
            {...form.register("name")}
          />
        )}
        {userType === "developer" && (
          <TextField
            id="register-company"
            label={t("companyNameLabel")}
            hint={t("common:optional")}
            autoComplete="organization"
            error={errorOf("companyName")}
            {...form.register("companyName")}
          />
        )}
        {userType === "parent_guide" && (
          <TextField
            id="register-phone"
            label={t("phoneLabel")}
            hint={t("common:optional")}
            type="tel"
            autoComplete="tel"
            error={errorOf("phone")}
            {...form.register("phone")}
          />
        )}
        <TextField
          id="register-email"
          label={t("common:emailLabel")}
          type="email"
          autoComplete="email"
          error={errorOf("email")}
          {...form.register("email")}
        />
        {userType === "student" ? (
          <p className="flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t("studentPasswordNote")}
          </p>
        ) : (
          <div className="grid gap-2">
            <TextField
              id="register-password"
              label={t("passwordLabel")}
              type="password"
              autoComplete="new-password"
              describedBy={CHECKLIST_ID}
              error={errorOf("password")}
              {...form.register("password")}
            />
            <PasswordChecklist id={CHECKLIST_ID} password={password} />
          </div>
        )}
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? t("creatingAccount") : t("common:createAccount")}
        </Button>
      </fieldset>
    </form>
  );
}
