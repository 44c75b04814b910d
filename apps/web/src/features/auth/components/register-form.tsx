import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import { zodResolver } from "@/lib/form-resolver";
import { needsParentalConsent } from "@trophy/shared/rules/parental-consent";
import type { RegisterFormValues, RegisterRequest } from "@trophy/shared/schemas/auth";
import { Info } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/lib/toast";
import { DEVELOPER_SIGNUP_TOAST_MS } from "@/lib/client-constants";
import { useHydrated } from "@/lib/use-hydrated";
import { AccountTypePicker } from "./account-type-picker";
import { BirthFields, selectedNumber } from "./birth-fields";
import { ParentEmailField } from "./parent-email-field";
import { PasswordChecklist } from "./password-checklist";
import { paths } from "@/lib/paths";
import type { LoginState } from "../login-state";
import { registerStateOf } from "../register-state";
import { birthOf, registerFormSchema } from "../register-form-schema";

const CHECKLIST_ID = "register-password-checklist";

// The API client and its schemas load when the reader starts on the form, not with the page.
const loadRegister = () => import("../api/register");
const loadConsentSettings = () => import("../api/consent-settings");
function preloadRegister() {
  void loadRegister();
}

/** What a new account does next (the server's notice, in the current language). */
function registeredText(values: RegisterRequest): string | undefined {
  switch (values.userType) {
    case "student":
      return values.parentEmail
        ? i18next.t("auth:registeredStudentParent")
        : i18next.t("auth:registeredStudent");
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
  // The age under which a student's account waits for a parent; unknown until the server says.
  const [consentAge, setConsentAge] = useState<number | undefined>(undefined);
  // The resolver reads it when it checks, with the latest answer.
  const consentAgeRef = useRef<number | undefined>(undefined);
  // Which fields a student must fill depends on what they chose: the schema is picked per check.
  const resolver: Resolver<RegisterFormValues, unknown, RegisterRequest> = (values, ...rest) =>
    zodResolver(registerFormSchema(values, consentAgeRef.current ?? 0))(values, ...rest);
  // Fields hidden for the chosen account type leave the form, so they are neither sent nor checked.
  const form = useForm<RegisterFormValues, unknown, RegisterRequest>({
    resolver,
    defaultValues: { userType: "student", email: "", name: "" },
    shouldUnregister: true,
  });
  const userType = useWatch({ control: form.control, name: "userType" });
  const password = useWatch({ control: form.control, name: "password" }) ?? "";
  const birth = birthOf({
    birthYear: useWatch({ control: form.control, name: "birthYear" }),
    birthMonth: useWatch({ control: form.control, name: "birthMonth" }),
  });
  const askParent =
    userType === "student" && consentAge !== undefined && needsParentalConsent(birth, consentAge);
  const errorOf = (
    name:
      | "name"
      | "email"
      | "password"
      | "companyName"
      | "phone"
      | "birthYear"
      | "birthMonth"
      | "parentEmail",
  ) => form.getFieldState(name, form.formState).error?.message;

  // Arriving from a consent link to register as its parent/guide: that type is chosen. Set once
  // the page is alive, as the prerendered form shows the default.
  const preset = registerStateOf(useLocation().state).userType;
  const { setValue } = form;
  useEffect(() => {
    if (preset) setValue("userType", preset);
  }, [setValue, preset]);

  // A student is asked for a parent's address under the installation's consent age, read once.
  useEffect(() => {
    if (userType !== "student" || !hydrated || consentAgeRef.current !== undefined) return;
    let current = true;
    void loadConsentSettings()
      .then((settings) => settings.consentAge())
      .then((age) => {
        if (!current) return;
        consentAgeRef.current = age;
        setConsentAge(age);
      })
      // Its code did not arrive (offline): the server still says if a parent's address is needed.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [userType, hydrated]);

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
        description: registeredText(values),
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
        parentEmail: values.userType === "student" ? values.parentEmail : undefined,
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
        {userType === "student" && (
          <BirthFields
            month={form.register("birthMonth", { setValueAs: selectedNumber })}
            year={form.register("birthYear", { setValueAs: selectedNumber })}
            monthError={errorOf("birthMonth")}
            yearError={errorOf("birthYear")}
          />
        )}
        {askParent && (
          <ParentEmailField
            age={consentAge}
            error={errorOf("parentEmail")}
            {...form.register("parentEmail")}
          />
        )}
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
