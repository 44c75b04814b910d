import { Outlet } from "react-router";
import { AreaNav, type AreaNavLink } from "@/components/area-nav";

/** The student and developer areas: a row of links to the area's pages above the page content. */
export function TopNavLayout({ links }: { links: readonly AreaNavLink[] }) {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 md:py-8">
      <AreaNav links={links} />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
