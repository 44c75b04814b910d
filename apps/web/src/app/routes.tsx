import type { UserType } from "@trophy/shared/constants";
import type { ComponentType } from "react";
import { Navigate, type RouteObject } from "react-router";
import { RouteError } from "@/components/route-error";
import { LandingPage } from "@/features/landing/pages/landing-page";
import { COMMON_COPY } from "@/lib/copy";
import { loadChunk } from "@/lib/load-chunk";
import { paths, ROLE_HOME } from "@/lib/paths";
import { APP_COPY } from "./copy";
import { PageLoading, RootLayout } from "./layouts/root-layout";
import type { RouteHandle } from "./use-route-announcements";

// Each lazily loaded module is fetched once more when its first fetch fails (lib/load-chunk.ts).
const loadRouteGuard = loadChunk(() => import("./route-guard"));
const loadDataLayout = loadChunk(() => import("./data-layout"));

/**
 * A route whose page comes from a lazily loaded area module (app/areas): the landing page's bundle
 * carries none of it (docs/architecture.md §12).
 */
function page<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
  title: () => string,
  route: Pick<RouteObject, "path"> | { index: true } = {},
): RouteObject {
  const handle: RouteHandle = { title };
  return { ...route, handle, lazy: async () => ({ Component: (await load())[name] }) };
}

interface AreaModule<R extends UserType> {
  Layout: ComponentType<{ role: R }>;
  HomePage: ComponentType;
}

/**
 * A role's area: guarded, in its layout; unknown sub-paths go back to the area's root. A page that
 * fails to render shows the area's error boundary inside the layout, so the navigation stays.
 */
function area<R extends UserType>(
  role: R,
  load: () => Promise<AreaModule<R>>,
  homeTitle: () => string,
  pages: RouteObject[],
): RouteObject {
  const root = ROLE_HOME[role];
  return {
    path: root,
    lazy: async () => {
      const { RouteGuard } = await loadRouteGuard();
      return { element: <RouteGuard role={role} /> };
    },
    errorElement: <RouteError home={root} />,
    children: [
      {
        lazy: async () => {
          const { Layout } = await load();
          return { element: <Layout role={role} /> };
        },
        children: [
          {
            errorElement: <RouteError home={root} />,
            children: [
              page(load, "HomePage", homeTitle, { index: true }),
              ...pages,
              { path: "*", element: <Navigate to={root} replace /> },
            ],
          },
        ],
      },
    ],
  };
}

// The areas, each fetched once more when its first fetch fails.
const loadLogin = loadChunk(() => import("./areas/login-area"));
const loadRegister = loadChunk(() => import("./areas/register-area"));
const loadAuth = loadChunk(() => import("./areas/auth-area"));
const loadLegal = loadChunk(() => import("./areas/legal-area"));
const loadStudent = loadChunk(() => import("./areas/student-area"));
const loadStudentPages = loadChunk(() => import("./areas/student-pages"));
const loadDeveloper = loadChunk(() => import("./areas/developer-area"));
const loadDeveloperPages = loadChunk(() => import("./areas/developer-pages"));
const loadParent = loadChunk(() => import("./areas/parent-area"));
const loadParentPages = loadChunk(() => import("./areas/parent-pages"));
const loadAdmin = loadChunk(() => import("./areas/admin-area"));
const loadAdminPages = loadChunk(() => import("./areas/admin-pages"));

/** Each role's first screen (layout and dashboard), then the rest of its pages. */
const AREA_LOADERS: Record<
  UserType,
  { home: () => Promise<unknown>; pages: () => Promise<unknown> }
> = {
  student: { home: loadStudent, pages: loadStudentPages },
  developer: { home: loadDeveloper, pages: loadDeveloperPages },
  parent_guide: { home: loadParent, pages: loadParentPages },
  admin: { home: loadAdmin, pages: loadAdminPages },
};

/**
 * The code of the screen at `path`, loaded ahead of a navigation (lib/preload.ts): the public
 * pages a link leads to, and a role's area with what every signed-in screen needs.
 */
export function preloadCodeFor(path: string): void {
  if (path === paths.auth.login) ahead(loadLogin);
  else if (path === paths.auth.register) ahead(loadRegister);
  for (const role of Object.keys(ROLE_HOME) as UserType[]) {
    const home = ROLE_HOME[role];
    if (path === home) {
      ahead(loadRouteGuard);
      ahead(loadDataLayout);
      ahead(() => import("./layouts/signed-in-header"));
      ahead(AREA_LOADERS[role].home);
    } else if (path.startsWith(`${home}/`)) {
      ahead(AREA_LOADERS[role].pages);
    }
  }
}

/**
 * Loads code ahead of a navigation. A failure is only a missed head start: the navigation loads
 * the code again, and says so if it still cannot.
 */
function ahead(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

const landingHandle: RouteHandle = { documentTitle: () => APP_COPY.titleLanding };

/**
 * The routes, used by the browser's router (router.tsx) and by prerendering at build time
 * (src/prerender.tsx). Every route of a public page (landing, sign-in, registration, legal)
 * reads no server data; everything else sits under DataLayout, which brings React Query.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The header itself failed: the page without the shell.
    errorElement: <RouteError home={paths.home} />,
    children: [
      {
        index: true,
        element: <LandingPage />,
        handle: landingHandle,
        errorElement: <RouteError home={paths.home} />,
      },
      {
        // A first visit to a page whose code is not loaded yet shows the header and footer at once
        // (the same ones the page keeps) and a block where the page will be, while its code
        // arrives. A prerendered page is hydrated only once its code is there (main.tsx).
        hydrateFallbackElement: <PageLoading />,
        errorElement: <RouteError home={paths.home} />,
        children: [
          page(loadLegal, "PrivacyPage", () => APP_COPY.privacy, { path: paths.privacy }),
          page(loadLegal, "TermsPage", () => APP_COPY.terms, { path: paths.terms }),
          { path: paths.auth.root, element: <Navigate to={paths.auth.login} replace /> },
          page(loadLogin, "LoginPage", () => APP_COPY.titleSignIn, { path: paths.auth.login }),
          page(loadRegister, "RegisterPage", () => APP_COPY.titleRegister, {
            path: paths.auth.register,
          }),
        ],
      },
      {
        // Everything else reads server data: React Query comes with it.
        lazy: async () => ({ Component: (await loadDataLayout()).DataLayout }),
        hydrateFallbackElement: <PageLoading />,
        children: [
          {
            errorElement: <RouteError home={paths.home} />,
            children: [
              page(loadAuth, "VerifyEmailPage", () => APP_COPY.titleVerifyEmail, {
                path: paths.auth.verifyEmail,
              }),
              page(loadAuth, "VerifyEmailPage", () => APP_COPY.titleVerifyEmail, {
                path: paths.auth.verifyEmailToken,
              }),
              page(loadAuth, "ForgotPasswordPage", () => APP_COPY.titleForgotPassword, {
                path: paths.auth.forgotPassword,
              }),
              page(loadAuth, "ResetPasswordPage", () => APP_COPY.titleResetPassword, {
                path: paths.auth.resetPasswordToken,
              }),
              page(loadAuth, "UnsubscribePage", () => APP_COPY.titleUnsubscribe, {
                path: paths.auth.unsubscribeToken,
              }),
            ],
          },
          area("student", loadStudent, () => APP_COPY.titleStudentDashboard, [
            page(loadStudentPages, "StudentOfferingsPage", () => APP_COPY.navOfferings, {
              path: paths.student.offerings,
            }),
            page(loadStudentPages, "StudentHistoryPage", () => APP_COPY.navHistory, {
              path: paths.student.history,
            }),
            page(loadStudentPages, "ProfilePage", () => APP_COPY.navProfile, {
              path: paths.student.profile,
            }),
          ]),
          area("developer", loadDeveloper, () => APP_COPY.titleDeveloperDashboard, [
            page(loadDeveloperPages, "DeveloperApiKeysPage", () => COMMON_COPY.navApiKeys, {
              path: paths.developer.apiKeys,
            }),
            page(loadDeveloperPages, "DeveloperWebhooksPage", () => COMMON_COPY.navWebhooks, {
              path: paths.developer.webhooks,
            }),
            page(
              loadDeveloperPages,
              "DeveloperDocumentationPage",
              () => COMMON_COPY.navDocumentation,
              {
                path: paths.developer.documentation,
              },
            ),
            page(loadDeveloperPages, "ProfilePage", () => APP_COPY.navProfile, {
              path: paths.developer.profile,
            }),
          ]),
          area("parent_guide", loadParent, () => APP_COPY.titleParentDashboard, [
            page(loadParentPages, "ParentStudentsPage", () => COMMON_COPY.students, {
              path: paths.parent.students,
            }),
            page(loadParentPages, "ParentStudentPage", () => APP_COPY.titleStudentActivity, {
              path: paths.parent.student.pattern,
            }),
            page(loadParentPages, "ParentCustomRewardsPage", () => COMMON_COPY.customRewards, {
              path: paths.parent.customRewards,
            }),
            page(loadParentPages, "ParentFulfillmentPage", () => COMMON_COPY.fulfillment, {
              path: paths.parent.fulfillment,
            }),
            page(loadParentPages, "ProfilePage", () => APP_COPY.navProfile, {
              path: paths.parent.profile,
            }),
          ]),
          area("admin", loadAdmin, () => APP_COPY.titleAdminDashboard, [
            page(loadAdminPages, "AdminDevelopersPage", () => COMMON_COPY.developers, {
              path: paths.admin.developers,
            }),
            page(loadAdminPages, "AdminDeveloperAwardsPage", () => APP_COPY.titleAwards, {
              path: paths.admin.developerAwards.pattern,
            }),
            page(loadAdminPages, "AdminUsersPage", () => COMMON_COPY.users, {
              path: paths.admin.users,
            }),
            page(loadAdminPages, "AdminGiftCardsPage", () => COMMON_COPY.giftCards, {
              path: paths.admin.giftCards,
            }),
            page(loadAdminPages, "AdminRewardsPage", () => COMMON_COPY.rewards, {
              path: paths.admin.rewards,
            }),
            page(loadAdminPages, "AdminFulfillmentPage", () => COMMON_COPY.fulfillment, {
              path: paths.admin.fulfillment,
            }),
            page(loadAdminPages, "ProfilePage", () => APP_COPY.navProfile, {
              path: paths.admin.profile,
            }),
          ]),
        ],
      },
      { path: "*", element: <Navigate to={paths.home} replace /> },
    ],
  },
];
