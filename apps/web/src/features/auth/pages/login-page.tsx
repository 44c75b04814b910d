import { MESSAGES } from "@trophy/shared/messages";
import { LogIn } from "lucide-react";
import { Link } from "react-router";
import { AuthCard } from "../components/auth-card";
import { LoginForm } from "../components/login-form";
import { paths } from "@/lib/paths";

export function LoginPage() {
  return (
    <AuthCard
      icon={LogIn}
      title={MESSAGES.loginTitle}
      description={MESSAGES.loginSubtitle}
      footer={
        <>
          {MESSAGES.noAccountYet}{" "}
          <Link to={paths.auth.register} className="font-medium text-amber-700 hover:underline">
            {MESSAGES.createAnAccount}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
