// The admin area's code, one chunk loaded when an admin route is first opened.
export { SidebarLayout as Layout } from "../layouts/sidebar-layout";
export { AdminHomePage as HomePage } from "@/features/admin/pages/admin-home-page";
export { AdminDevelopersPage } from "@/features/admin/pages/admin-developers-page";
export { AdminDeveloperAwardsPage } from "@/features/admin/pages/admin-developer-awards-page";
export { AdminUsersPage } from "@/features/admin/pages/admin-users-page";
export { AdminGiftCardsPage } from "@/features/admin/pages/admin-gift-cards-page";
export { AdminRewardsPage } from "@/features/admin/pages/admin-rewards-page";
export { AdminFulfillmentPage } from "@/features/admin/pages/admin-fulfillment-page";
export { ProfilePage } from "@/features/profile/pages/profile-page";
