import { Outlet } from "react-router";

/** The frame of the developer area: the page content under the header. */
export function AreaLayout() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <Outlet />
    </div>
  );
}
