import { Menu, Trophy, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useLogout } from "@/features/auth/api/logout";
import { useBalanceStream } from "@/features/student/api/balance-stream";
import { useSessionUser } from "@/lib/session";
import { HeaderLinks } from "./header-links";
import { paths } from "@/lib/paths";
import { APP_COPY } from "../copy";

const MOBILE_MENU_ID = "mobile-menu";

/** Logo, sign-in links or the user's links, and a collapsible menu on small screens. */
export function Header() {
  const user = useSessionUser();
  const logout = useLogout();
  // Once per page, not per rendering of the links: the live balance is for students only.
  useBalanceStream(user?.user_type === "student" ? user.id : null);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => {
    setMenuOpen(false);
  };
  const links = (stacked: boolean) => (
    <HeaderLinks
      user={user}
      stacked={stacked}
      onNavigate={closeMenu}
      loggingOut={logout.isPending}
      onLogout={() => {
        closeMenu();
        logout.mutate();
      }}
    />
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          to={paths.home}
          onClick={closeMenu}
          className="flex items-center gap-2 rounded-lg text-lg font-bold text-slate-900"
        >
          <span className="flex size-9 items-center justify-center rounded-xl bg-brand text-ink">
            <Trophy aria-hidden="true" className="size-5" />
          </span>
          {APP_COPY.appName}
        </Link>
        <nav aria-label={APP_COPY.mainNavigation} className="hidden items-center gap-2 md:flex">
          {links(false)}
        </nav>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={APP_COPY.toggleMenu}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => {
            setMenuOpen((open) => !open);
          }}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>
      {menuOpen && (
        <nav
          id={MOBILE_MENU_ID}
          aria-label={APP_COPY.mainNavigation}
          className="flex flex-col gap-2 border-t border-slate-200 bg-white px-4 py-4 md:hidden"
        >
          {links(true)}
        </nav>
      )}
    </header>
  );
}
