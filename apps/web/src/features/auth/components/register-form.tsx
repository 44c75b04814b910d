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
import { COMMON_COPY } from "@/lib/copy";
import { DEVELOPER_SIGNUP_TOAST_MS } from "@/lib/client-constants";
import { useHydrated } from "@/lib/use-hydrated";
import { AccountTypePicker } from "./account-type-picker";
import { PasswordChecklist } from "./password-checklist";
import { paths } from "@/lib/paths";
import { AUTH_COPY } from "../copy";
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
      return AUTH_COPY.registeredStudent;
    case "parent_guide":
      return AUTH_COPY.registeredParent;
    case "developer":
      return AUTH_COPY.registeredDeveloper;
    default:
      return undefined;
  }
}

export function RegisterForm() {
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
          title: AUTH_COPY.signupFailed,
          description: outcome.serverMessage ?? AUTH_COPY.signupFailedFallback,
          variant: "destructive",
        });
        return;
      }
      toast({
        title: AUTH_COPY.accountCreated,
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
        title: AUTH_COPY.invalidPasswordTitle,
        description: AUTH_COPY.invalidPassword,
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
            label={COMMON_COPY.fullNameLabel}
            autoComplete="name"
            error={errorOf("name")}
            {...form.register("name")}
          />
        )}
        {userType === "developer" && (
          <TextField
            id="register-company"
            label={AUTH_COPY.companyNameLabel}
            hint={COMMON_COPY.optional}
            autoComplete="organization"
            error={errorOf("companyName")}
            {...form.register("companyName")}
          />
        )}
        {userType === "parent_guide" && (
          <TextField
            id="register-phone"
            label={AUTH_COPY.phoneLabel}
            hint={COMMON_COPY.optional}
            type="tel"
            autoComplete="tel"
            error={errorOf("phone")}
            {...form.register("phone")}
          />
        )}
        <TextField
          id="register-email"
          label={COMMON_COPY.emailLabel}
          type="email"
          autoComplete="email"
          error={errorOf("email")}
          {...form.register("email")}
        />
        {userType === "student" ? (
          <p className="flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {AUTH_COPY.studentPasswordNote}
          </p>
        ) : (
          <div className="grid gap-2">
            <TextField
              id="register-password"
              label={AUTH_COPY.passwordLabel}
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
          {pending ? AUTH_COPY.creatingAccount : COMMON_COPY.createAccount}
        </Button>
      </fieldset>
    </form>
  );
}
