import { useTranslation } from "react-i18next";
import { displayName } from "@trophy/shared/rules/display-name";
import type { User } from "@trophy/shared/schemas/user";
import { LayoutDashboard, LogOut } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { AreaNavItem } from "@/components/area-nav";
import { Avatar } from "@/components/avatar";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useLogout } from "@/features/auth/api/logout";
import { paths, ROLE_HOME } from "@/lib/paths";
import { WithServerData } from "../data-layout";
import { areaLinks } from "./area-links";
import { HeaderRow } from "./header-row";
import { MobileMenuButton, MobileMenuPanel } from "./mobile-menu";
import { ThemeToggle } from "./theme-toggle";

// Loaded with the student area's code, only when a student is signed in.
const StudentHeaderBalance = lazy(() => import("@/features/student/header-extras"));

interface SignedInHeaderProps {
  user: User;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
}

function LogoutButton({ stacked, onLogout }: { stacked: boolean; onLogout: () => void }) {
  const { t } = useTranslation("app");
  return (
    <Button
      variant="outline"
      className={stacked ? "w-full justify-start" : undefined}
      onClick={onLogout}
    >
      <LogOut aria-hidden="true" />
      {t("logout")}
    </Button>
  );
}

function HeaderBar({ user, menuOpen, onMenuOpenChange }: SignedInHeaderProps) {
  const { t } = useTranslation(["app", "pictures", "common"]);
  const logout = useLogout();
  const greeting = `${t("greetingPrefix")}${displayName(user)}`;
  const closeMenu = () => {
    onMenuOpenChange(false);
  };
  const onLogout = () => {
    closeMenu();
    if (!logout.isPending) logout.mutate();
  };
  return (
    <>
      <HeaderRow onHome={closeMenu}>
        {user.user_type === "student" && (
          <>
            <Suspense fallback={<Skeleton className="h-8 w-20 rounded-full" />}>
              <StudentHeaderBalance studentId={user.id} />
            </Suspense>
            <Link
              to={paths.student.profile}
              aria-label={user.avatar ? t("pictures:changeAvatar") : t("pictures:chooseAvatar")}
              className="flex size-11 shrink-0 items-center justify-center rounded-full"
            >
              <Avatar avatar={user.avatar} decorative />
            </Link>
          </>
        )}
        <nav aria-label={t("mainNavigation")} className="hidden min-w-0 items-center gap-2 md:flex">
          <span className="mr-2 truncate text-sm text-slate-700">{greeting}</span>
          <Button asChild variant="ghost">
            <Link to={ROLE_HOME[user.user_type]}>
              <LayoutDashboard aria-hidden="true" />
              {t("navDashboard")}
            </Link>
          </Button>
          <LogoutButton stacked={false} onLogout={onLogout} />
        </nav>
        <ThemeToggle />
        <MobileMenuButton open={menuOpen} onOpenChange={onMenuOpenChange} />
      </HeaderRow>
      <MobileMenuPanel open={menuOpen}>
        <p className="px-3 py-2 text-sm wrap-anywhere text-slate-700">{greeting}</p>
        <ul aria-label={t("common:areaNavigation")} className="grid gap-1">
          {areaLinks(user.user_type).map((link) => (
            <AreaNavItem key={link.to} link={link} onNavigate={closeMenu} />
          ))}
        </ul>
        <LogoutButton stacked onLogout={onLogout} />
      </MobileMenuPanel>
    </>
  );
}

/**
 * The header of a signed-in user, loaded only when someone is signed in: the student's live
 * balance (always in view), the greeting, Dashboard and Logout on wide screens, and on a phone a
 * menu with every page of the user's area and the one Logout.
 */
export default function SignedInHeader(props: SignedInHeaderProps) {
  return (
    <WithServerData>
      <HeaderBar {...props} />
    </WithServerData>
  );
}
