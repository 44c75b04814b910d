// The admin area's other pages: one chunk, loaded when one of them is first opened or its link is
// about to be followed.
export { AdminDevelopersPage } from "@/features/admin/pages/admin-developers-page";
export { AdminDeveloperAwardsPage } from "@/features/admin/pages/admin-developer-awards-page";
export { AdminUsersPage } from "@/features/admin/pages/admin-users-page";
export { AdminGiftCardsPage } from "@/features/admin/pages/admin-gift-cards-page";
export { AdminRewardsPage } from "@/features/admin/pages/admin-rewards-page";
export { AdminFulfillmentPage } from "@/features/admin/pages/admin-fulfillment-page";
export { ProfilePage } from "@/features/profile/pages/profile-page";
