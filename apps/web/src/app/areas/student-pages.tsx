// The student area's other pages: one chunk, loaded when one of them is first opened or its link
// is about to be followed.
export { StudentOfferingsPage } from "@/features/student/pages/student-offerings-page";
export { StudentHistoryPage } from "@/features/student/pages/student-history-page";
export { ProfilePage } from "@/features/profile/pages/profile-page";
