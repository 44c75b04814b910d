import { MESSAGES } from "@trophy/shared/messages";
import { UserRoundPlus } from "lucide-react";
import { Link } from "react-router";
import { AuthCard } from "../components/auth-card";
import { RegisterForm } from "../components/register-form";
import { paths } from "@/lib/paths";

export function RegisterPage() {
  return (
    <AuthCard
      icon={UserRoundPlus}
      title={MESSAGES.registerTitle}
      description={MESSAGES.registerSubtitle}
      footer={
        <>
          {MESSAGES.alreadyHaveAccount}{" "}
          <Link to={paths.auth.login} className="font-medium text-amber-700 hover:underline">
            {MESSAGES.signIn}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
