import type { UserType } from "@trophy/shared/constants";
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
import { RouteError } from "@/components/route-error";
import { registerNavigate } from "@/lib/navigation";
import { paths, ROLE_HOME } from "@/lib/paths";
import { AdminLayout } from "./layouts/admin-layout";
import { DeveloperLayout } from "./layouts/developer-layout";
import { ParentLayout } from "./layouts/parent-layout";
import { RootLayout } from "./layouts/root-layout";
import { StudentLayout } from "./layouts/student-layout";
import { RouteGuard } from "./route-guard";

/**
 * A role's area: guarded, in its layout; unknown sub-paths go back to the area's root. A page that
 * fails to render shows the area's error boundary inside the layout, so the navigation stays.
 */
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
    errorElement: <RouteError home={root} />,
    children: [
      {
        element: layout,
        children: [
          {
            errorElement: <RouteError home={root} />,
            children: [
              { index: true, element: home },
              ...pages,
              { path: "*", element: <Navigate to={root} replace /> },
            ],
          },
        ],
      },
    ],
  };
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    // The header itself failed: the page without the shell.
    errorElement: <RouteError home={paths.home} />,
    children: [
      { index: true, element: <LandingPage />, errorElement: <RouteError home={paths.home} /> },
      {
        path: paths.auth.root,
        errorElement: <RouteError home={paths.home} />,
        children: [
          { index: true, element: <Navigate to={paths.auth.login} replace /> },
          { path: paths.auth.login, element: <LoginPage /> },
          { path: paths.auth.register, element: <RegisterPage /> },
          { path: paths.auth.verifyEmail, element: <VerifyEmailPage /> },
          { path: paths.auth.verifyEmailToken, element: <VerifyEmailPage /> },
        ],
      },
      area("student", <StudentLayout />, <StudentHomePage />, [
        { path: paths.student.offerings, element: <StudentOfferingsPage /> },
        { path: paths.student.history, element: <StudentHistoryPage /> },
        { path: paths.student.profile, element: <StudentProfilePage /> },
      ]),
      area("developer", <DeveloperLayout />, <DeveloperHomePage />, [
        { path: paths.developer.apiKeys, element: <DeveloperApiKeysPage /> },
        { path: paths.developer.documentation, element: <DeveloperDocumentationPage /> },
      ]),
      area("parent_guide", <ParentLayout />, <ParentHomePage />, [
        { path: paths.parent.students, element: <ParentStudentsPage /> },
        { path: paths.parent.customRewards, element: <ParentCustomRewardsPage /> },
        { path: paths.parent.fulfillment, element: <ParentFulfillmentPage /> },
      ]),
      area("admin", <AdminLayout />, <AdminHomePage />, [
        { path: paths.admin.developers, element: <AdminDevelopersPage /> },
        { path: paths.admin.developerAwards.pattern, element: <AdminDeveloperAwardsPage /> },
        { path: paths.admin.users, element: <AdminUsersPage /> },
        { path: paths.admin.giftCards, element: <AdminGiftCardsPage /> },
      ]),
      { path: "*", element: <Navigate to={paths.home} replace /> },
    ],
  },
]);

// The API client sends an ended session to the login page through the router.
registerNavigate((to) => {
  void router.navigate(to, { replace: true });
});
