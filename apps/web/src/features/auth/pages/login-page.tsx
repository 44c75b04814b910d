import { LogIn } from "lucide-react";
import { Link } from "react-router";
import { AuthCard } from "../components/auth-card";
import { LoginForm } from "../components/login-form";
import { paths } from "@/lib/paths";
import { AUTH_COPY } from "../copy";

export function LoginPage() {
  return (
    <AuthCard
      icon={LogIn}
      title={AUTH_COPY.loginTitle}
      description={AUTH_COPY.loginSubtitle}
      footer={
        <>
          {AUTH_COPY.noAccountYet}{" "}
          <Link to={paths.auth.register} className="font-medium text-amber-700 hover:underline">
            {AUTH_COPY.createAnAccount}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
