// The developer area's first screen, one chunk loaded when a developer route is first opened: the
// layout and the dashboard. The other pages follow in developer-pages.tsx.
export { TopNavLayout as Layout } from "../layouts/top-nav-layout";
export { DeveloperHomePage as HomePage } from "@/features/developer/pages/developer-home-page";
