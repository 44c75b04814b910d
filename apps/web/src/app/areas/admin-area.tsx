// The admin area's first screen, one chunk loaded when an admin route is first opened: the layout
// and the dashboard. The other pages follow in admin-pages.tsx.
export { SidebarLayout as Layout } from "../layouts/sidebar-layout";
export { AdminHomePage as HomePage } from "@/features/admin/pages/admin-home-page";
