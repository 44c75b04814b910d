import { PreloadLink } from "@/components/preload-link";
import { UserRoundPlus } from "lucide-react";
import { COMMON_COPY } from "@/lib/copy";
import { AuthCard } from "../components/auth-card";
import { RegisterForm } from "../components/register-form";
import { paths } from "@/lib/paths";
import { AUTH_COPY } from "../copy";

export function RegisterPage() {
  return (
    <AuthCard
      icon={UserRoundPlus}
      title={AUTH_COPY.registerTitle}
      description={AUTH_COPY.registerSubtitle}
      footer={
        <>
          {AUTH_COPY.alreadyHaveAccount}{" "}
          <PreloadLink to={paths.auth.login} className="font-medium text-amber-700 hover:underline">
            {COMMON_COPY.signIn}
          </PreloadLink>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
