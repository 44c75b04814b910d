import { ROLE_HOME, type UserType } from "@trophy/shared/constants";
import type { ReactNode } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { AdminDeveloperAwardsPage } from "@/features/admin/pages/admin-developer-awards-page";
import { AdminDevelopersPage } from "@/features/admin/pages/admin-developers-page";
import { AdminGiftCardsPage } from "@/features/admin/pages/admin-gift-cards-page";
import { AdminHomePage } from "@/features/admin/pages/admin-home-page";
import { AdminUsersPage } from "@/features/admin/pages/admin-users-page";
import { LoginPage } from "@/features/auth/pages/login-page";
import { RegisterPage } from "@/features/auth/pages/register-page";
import { VerifyEmailPage } from "@/features/auth/pages/verify-email-page";
import { DeveloperApiKeysPage } from "@/features/developer/pages/developer-api-keys-page";
import { DeveloperDocumentationPage } from "@/features/developer/pages/developer-documentation-page";
import { DeveloperHomePage } from "@/features/developer/pages/developer-home-page";
import { LandingPage } from "@/features/landing/pages/landing-page";
import { ParentCustomRewardsPage } from "@/features/parent/pages/parent-custom-rewards-page";
import { ParentFulfillmentPage } from "@/features/parent/pages/parent-fulfillment-page";
import { ParentHomePage } from "@/features/parent/pages/parent-home-page";
import { ParentStudentsPage } from "@/features/parent/pages/parent-students-page";
import { StudentHistoryPage } from "@/features/student/pages/student-history-page";
import { StudentHomePage } from "@/features/student/pages/student-home-page";
import { StudentOfferingsPage } from "@/features/student/pages/student-offerings-page";
import { StudentProfilePage } from "@/features/student/pages/student-profile-page";
import { registerNavigate } from "@/lib/navigation";
import { paths } from "@/lib/paths";
import { AdminLayout } from "./layouts/admin-layout";
import { DeveloperLayout } from "./layouts/developer-layout";
import { ParentLayout } from "./layouts/parent-layout";
import { RootLayout } from "./layouts/root-layout";
import { StudentLayout } from "./layouts/student-layout";
import { RouteGuard } from "./route-guard";

/** A role's area: guarded, in its layout; unknown sub-paths go back to the area's root. */
function area(
  role: UserType,
  layout: ReactNode,
  home: ReactNode,
  pages: RouteObject[] = [],
): RouteObject {
  const root = ROLE_HOME[role];
  return {
    path: root,
    element: <RouteGuard role={role} />,
    children: [
      {
        element: layout,
        children: [
          { index: true, element: home },
          ...pages,
          { path: "*", element: <Navigate to={root} replace /> },
        ],
      },
    ],
  };
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      {
        path: "auth",
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          { path: "login", element: <LoginPage /> },
          { path: "register", element: <RegisterPage /> },
          { path: "verify-email", element: <VerifyEmailPage /> },
          { path: "verify-email/:token", element: <VerifyEmailPage /> },
        ],
      },
      area("student", <StudentLayout />, <StudentHomePage />, [
        { path: "offerings", element: <StudentOfferingsPage /> },
        { path: "history", element: <StudentHistoryPage /> },
        { path: "profile", element: <StudentProfilePage /> },
      ]),
      area("developer", <DeveloperLayout />, <DeveloperHomePage />, [
        { path: "api-keys", element: <DeveloperApiKeysPage /> },
        { path: "documentation", element: <DeveloperDocumentationPage /> },
      ]),
      area("parent_guide", <ParentLayout />, <ParentHomePage />, [
        { path: "students", element: <ParentStudentsPage /> },
        { path: "custom-rewards", element: <ParentCustomRewardsPage /> },
        { path: "fulfillment", element: <ParentFulfillmentPage /> },
      ]),
      area("admin", <AdminLayout />, <AdminHomePage />, [
        { path: paths.adminDevelopers.pattern, element: <AdminDevelopersPage /> },
        { path: paths.adminDeveloperAwards.pattern, element: <AdminDeveloperAwardsPage /> },
        { path: "users", element: <AdminUsersPage /> },
        { path: "gift-cards", element: <AdminGiftCardsPage /> },
      ]),
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
]);

// The API client sends an ended session to the login page through the router.
registerNavigate((to) => {
  void router.navigate(to, { replace: true });
});
