// The parent/guide area's code, one chunk loaded when a parent route is first opened.
export { SidebarLayout as Layout } from "../layouts/sidebar-layout";
export { ParentHomePage as HomePage } from "@/features/parent/pages/parent-home-page";
export { ParentStudentsPage } from "@/features/parent/pages/parent-students-page";
export { ParentStudentPage } from "@/features/parent/pages/parent-student-page";
export { ParentCustomRewardsPage } from "@/features/parent/pages/parent-custom-rewards-page";
export { ParentFulfillmentPage } from "@/features/parent/pages/parent-fulfillment-page";
export { ProfilePage } from "@/features/profile/pages/profile-page";
