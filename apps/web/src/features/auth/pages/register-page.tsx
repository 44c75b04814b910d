import { useTranslation } from "react-i18next";
import { PreloadLink } from "@/components/preload-link";
import { UserRoundPlus } from "lucide-react";
import { AuthCard } from "../components/auth-card";
import { RegisterForm } from "../components/register-form";
import { paths } from "@/lib/paths";

export function RegisterPage() {
  const { t } = useTranslation(["auth", "common"]);
  return (
    <AuthCard
      icon={UserRoundPlus}
      title={t("registerTitle")}
      description={t("registerSubtitle")}
      footer={
        <>
          {t("alreadyHaveAccount")}{" "}
          <PreloadLink to={paths.auth.login} className="font-medium text-amber-700 hover:underline">
            {t("common:signIn")}
          </PreloadLink>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
