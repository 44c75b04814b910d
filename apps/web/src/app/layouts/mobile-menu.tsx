import { useTranslation } from "react-i18next";
import { Menu, X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

const MOBILE_MENU_ID = "mobile-menu";

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** The header's menu button on a phone and, when open, the panel below the header. */
export function MobileMenuButton({ open, onOpenChange }: Omit<MobileMenuProps, "children">) {
  const { t } = useTranslation("app");
  return (
    <Button
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-label={t("toggleMenu")}
      aria-expanded={open}
      aria-controls={MOBILE_MENU_ID}
      onClick={() => {
        onOpenChange(!open);
      }}
    >
      {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
    </Button>
  );
}

export function MobileMenuPanel({ open, children }: Pick<MobileMenuProps, "open" | "children">) {
  const { t } = useTranslation("app");
  if (!open) return null;
  return (
    <nav
      id={MOBILE_MENU_ID}
      aria-label={t("mainNavigation")}
      className="flex flex-col gap-2 border-t border-slate-200 bg-white px-4 py-4 md:hidden"
    >
      {children}
    </nav>
  );
}
