import type { UserType } from "@trophy/shared/constants";
import { Outlet } from "react-router";
import { AreaNav } from "@/components/area-nav";
import { areaLinks } from "./area-links";

/**
 * The student and developer areas: a row of links to the area's pages above the page content on
 * wide screens; on a phone the header's menu holds them.
 */
export function TopNavLayout({ role }: { role: UserType }) {
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-6 md:py-8">
      <AreaNav links={areaLinks(role)} className="hidden md:block" />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
