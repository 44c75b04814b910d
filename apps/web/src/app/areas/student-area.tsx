// The student area's code, one chunk loaded when a student route is first opened.
export { TopNavLayout as Layout } from "../layouts/top-nav-layout";
export { StudentHomePage as HomePage } from "@/features/student/pages/student-home-page";
export { StudentOfferingsPage } from "@/features/student/pages/student-offerings-page";
export { StudentHistoryPage } from "@/features/student/pages/student-history-page";
export { ProfilePage } from "@/features/profile/pages/profile-page";
