import { displayName } from "@trophy/shared/rules/display-name";
import type { User } from "@trophy/shared/schemas/user";
import { LayoutDashboard, LogOut } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { TrophyBalanceBadge } from "@/features/student/components/trophy-balance-badge";
import { cn } from "@/lib/cn";
import { paths, ROLE_HOME } from "@/lib/paths";
import { APP_COPY } from "../copy";

interface HeaderLinksProps {
  user: User | null;
  /** Full-width rows for the mobile menu instead of an inline row. */
  stacked: boolean;
  onNavigate: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

export function HeaderLinks({ user, stacked, onNavigate, onLogout, loggingOut }: HeaderLinksProps) {
  const item = cn(stacked && "w-full justify-start");
  if (!user) {
    return (
      <>
        <Button asChild variant="ghost" className={item}>
          <Link to={paths.auth.login} onClick={onNavigate}>
            {APP_COPY.navLogin}
          </Link>
        </Button>
        <Button asChild className={item}>
          <Link to={paths.auth.register} onClick={onNavigate}>
            {APP_COPY.navSignUp}
          </Link>
        </Button>
      </>
    );
  }
  return (
    <>
      <span className={cn("text-sm text-slate-700", stacked ? "px-4 py-2" : "mr-2")}>
        {`${APP_COPY.greetingPrefix}${displayName(user)}`}
      </span>
      {user.user_type === "student" && (
        <TrophyBalanceBadge className={cn(stacked && "mx-4 w-fit")} />
      )}
      <Button asChild variant="ghost" className={item}>
        <Link to={ROLE_HOME[user.user_type]} onClick={onNavigate}>
          <LayoutDashboard aria-hidden="true" />
          {APP_COPY.navDashboard}
        </Link>
      </Button>
      <Button variant="outline" className={item} disabled={loggingOut} onClick={onLogout}>
        <LogOut aria-hidden="true" />
        {APP_COPY.logout}
      </Button>
    </>
  );
}
