import { zodResolver } from "@hookform/resolvers/zod";
import { DEVELOPER_SIGNUP_TOAST_MS } from "@trophy/shared/constants";
import { MESSAGES } from "@trophy/shared/messages";
import {
  registerRequestSchema,
  type RegisterFormValues,
  type RegisterRequest,
} from "@trophy/shared/schemas/auth";
import { Info } from "lucide-react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { serverMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useRegister } from "../api/register";
import { AccountTypePicker } from "./account-type-picker";
import { PasswordChecklist } from "./password-checklist";
import { paths } from "@/lib/paths";

const CHECKLIST_ID = "register-password-checklist";

export function RegisterForm() {
  const navigate = useNavigate();
  const registration = useRegister();
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
    (values) => {
      registration.mutate(values, {
        onSuccess: ({ message }) => {
          toast({
            title: MESSAGES.accountCreated,
            description: message,
            duration: values.userType === "developer" ? DEVELOPER_SIGNUP_TOAST_MS : undefined,
          });
          void navigate(paths.auth.login);
        },
        onError: (error) =>
          toast({
            title: MESSAGES.signupFailed,
            description: serverMessageOf(error) ?? MESSAGES.signupFailedFallback,
            variant: "destructive",
          }),
      });
    },
    (errors) => {
      if (!errors.password) return;
      toast({
        title: MESSAGES.invalidPasswordTitle,
        description: MESSAGES.invalidPassword,
        variant: "destructive",
      });
    },
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
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
          label={MESSAGES.fullNameLabel}
          autoComplete="name"
          error={errorOf("name")}
          {...form.register("name")}
        />
      )}
      {userType === "developer" && (
        <TextField
          id="register-company"
          label={MESSAGES.companyNameLabel}
          hint={MESSAGES.optional}
          autoComplete="organization"
          error={errorOf("companyName")}
          {...form.register("companyName")}
        />
      )}
      {userType === "parent_guide" && (
        <TextField
          id="register-phone"
          label={MESSAGES.phoneLabel}
          hint={MESSAGES.optional}
          type="tel"
          autoComplete="tel"
          error={errorOf("phone")}
          {...form.register("phone")}
        />
      )}
      <TextField
        id="register-email"
        label={MESSAGES.emailLabel}
        type="email"
        autoComplete="email"
        error={errorOf("email")}
        {...form.register("email")}
      />
      {userType === "student" ? (
        <p className="flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {MESSAGES.studentPasswordNote}
        </p>
      ) : (
        <div className="grid gap-2">
          <TextField
            id="register-password"
            label={MESSAGES.passwordLabel}
            type="password"
            autoComplete="new-password"
            describedBy={CHECKLIST_ID}
            error={errorOf("password")}
            {...form.register("password")}
          />
          <PasswordChecklist id={CHECKLIST_ID} password={password} />
        </div>
      )}
      <Button type="submit" size="lg" disabled={registration.isPending}>
        {registration.isPending ? MESSAGES.creatingAccount : MESSAGES.createAccount}
      </Button>
    </form>
  );
}
