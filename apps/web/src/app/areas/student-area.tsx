// The student area's first screen, one chunk loaded when a student route is first opened: the
// layout and the dashboard. The other pages follow in student-pages.tsx.
export { TopNavLayout as Layout } from "../layouts/top-nav-layout";
export { StudentHomePage as HomePage } from "@/features/student/pages/student-home-page";
