// The parent/guide area's other pages: one chunk, loaded when one of them is first opened or its
// link is about to be followed.
export { ParentStudentsPage } from "@/features/parent/pages/parent-students-page";
export { ParentStudentPage } from "@/features/parent/pages/parent-student-page";
export { ParentCustomRewardsPage } from "@/features/parent/pages/parent-custom-rewards-page";
export { ParentFulfillmentPage } from "@/features/parent/pages/parent-fulfillment-page";
export { ProfilePage } from "@/features/profile/pages/profile-page";
