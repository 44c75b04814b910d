import { useTranslation } from "react-i18next";
import type { LucideIcon } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "@/lib/cn";
import { preloadRoute } from "@/lib/preload";

export interface AreaNavLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path (the area's dashboard). */
  end?: boolean;
}

/**
 * One link of an area's navigation, highlighted while its page is shown; its page's code starts
 * loading when the reader heads for it (lib/preload.ts).
 */
export function AreaNavItem({
  link: { to, label, icon: Icon, end },
  onNavigate,
}: {
  link: AreaNavLink;
  /** Called when the link is followed (the phone menu closes). */
  onNavigate?: () => void;
}) {
  const preload = () => {
    preloadRoute(to);
  };
  return (
    <li className="shrink-0">
      <NavLink
        to={to}
        end={end}
        onClick={onNavigate}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        className={({ isActive }) =>
          cn(
            "flex items-center gap-2 rounded-lg px-3 py-2 max-md:min-h-11 text-sm font-medium transition-colors",
            isActive ? "bg-amber-100 text-amber-900" : "text-slate-700 hover:bg-slate-100",
          )
        }
      >
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </NavLink>
    </li>
  );
}

/** A row of links to an area's pages, shown above the page content. */
export function AreaNav({
  links,
  className,
}: {
  links: readonly AreaNavLink[];
  className?: string;
}) {
  const { t } = useTranslation("common");
  return (
    <nav aria-label={t("areaNavigation")} className={cn("overflow-x-auto", className)}>
      <ul className="flex w-fit gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm">
        {links.map((link) => (
          <AreaNavItem key={link.to} link={link} />
        ))}
      </ul>
    </nav>
  );
}
