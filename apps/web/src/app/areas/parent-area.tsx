// The parent/guide area's first screen, one chunk loaded when a parent route is first opened: the
// layout and the dashboard. The other pages follow in parent-pages.tsx.
export { SidebarLayout as Layout } from "../layouts/sidebar-layout";
export { ParentHomePage as HomePage } from "@/features/parent/pages/parent-home-page";
