import { useTranslation } from "react-i18next";
import { lazy, Suspense, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { useSessionUser } from "@/lib/session";
import { SignInLinks } from "./header-links";
import { HeaderRow } from "./header-row";
import { MobileMenuButton, MobileMenuPanel } from "./mobile-menu";
import { ThemeToggle } from "./theme-toggle";

// A visitor who is not signed in (the landing page's usual reader) never loads this.
const SignedInHeader = lazy(() => import("./signed-in-header"));

/** Logo, the theme switch, and sign-in links or the signed-in user's part of the header. */
export function Header() {
  const { t } = useTranslation("app");
  const user = useSessionUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => {
    setMenuOpen(false);
  };
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      {user ? (
        <Suspense
          fallback={
            <HeaderRow onHome={closeMenu}>
              <Skeleton className="h-10 w-40" />
            </HeaderRow>
          }
        >
          <SignedInHeader user={user} menuOpen={menuOpen} onMenuOpenChange={setMenuOpen} />
        </Suspense>
      ) : (
        <>
          <HeaderRow onHome={closeMenu}>
            <nav aria-label={t("mainNavigation")} className="hidden items-center gap-2 md:flex">
              <SignInLinks stacked={false} />
            </nav>
            <ThemeToggle />
            <MobileMenuButton open={menuOpen} onOpenChange={setMenuOpen} />
          </HeaderRow>
          <MobileMenuPanel open={menuOpen}>
            <SignInLinks stacked onNavigate={closeMenu} />
          </MobileMenuPanel>
        </>
      )}
    </header>
  );
}
