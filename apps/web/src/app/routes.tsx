import { i18next } from "@/lib/i18n/i18n";
import type { UserType } from "@trophy/shared/constants";
import type { ComponentType } from "react";
import { Navigate, type RouteObject } from "react-router";
import { RouteError } from "@/components/route-error";
import { LandingPage } from "@/features/landing/pages/landing-page";
import { loadIcu, loadNamespaces } from "@/lib/i18n/i18n";
import { loadChunk } from "@/lib/load-chunk";
import { paths, ROLE_HOME } from "@/lib/paths";
import { AREA_NAMESPACES } from "./area-namespaces";
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

/**
 * An area's code together with its texts: the catalogues of its namespaces in the current language
 * (src/locales), so its screens render at once instead of suspending for them.
 */
function withTexts<M>(load: () => Promise<M>, namespaces: readonly string[]): () => Promise<M> {
  return async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0];
}

/**
 * A signed-in area's code and texts, with the ICU formatting of its plural and number messages
 * (the public pages have none, so their first download is without it).
 */
function withAreaTexts<M>(load: () => Promise<M>, namespaces: readonly string[]): () => Promise<M> {
  return async () => (await Promise.all([withTexts(load, namespaces)(), loadIcu()]))[0];
}

const { student: STUDENT, developer: DEVELOPER, parent: PARENT, admin: ADMIN } = AREA_NAMESPACES;

// The areas, each fetched once more when its first fetch fails. The sign-in form names its
// problems with the `validation` keys the other forms use.
const loadLogin = loadChunk(withTexts(() => import("./areas/login-area"), ["auth", "validation"]));
const loadRegister = loadChunk(withTexts(() => import("./areas/register-area"), ["auth"]));
const loadAuth = loadChunk(withTexts(() => import("./areas/auth-area"), ["auth"]));
const loadConsent = loadChunk(withTexts(() => import("./areas/consent-area"), ["consent"]));
const loadLegal = loadChunk(withTexts(() => import("./areas/legal-area"), ["legal"]));
const loadStudent = loadChunk(withAreaTexts(() => import("./areas/student-area"), STUDENT));
const loadStudentPages = loadChunk(withAreaTexts(() => import("./areas/student-pages"), STUDENT));
const loadDeveloper = loadChunk(withAreaTexts(() => import("./areas/developer-area"), DEVELOPER));
const loadDeveloperPages = loadChunk(
  withAreaTexts(() => import("./areas/developer-pages"), DEVELOPER),
);
const loadParent = loadChunk(withAreaTexts(() => import("./areas/parent-area"), PARENT));
const loadParentPages = loadChunk(withAreaTexts(() => import("./areas/parent-pages"), PARENT));
const loadAdmin = loadChunk(withAreaTexts(() => import("./areas/admin-area"), ADMIN));
const loadAdminPages = loadChunk(withAreaTexts(() => import("./areas/admin-pages"), ADMIN));

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

const landingHandle: RouteHandle = { documentTitle: () => i18next.t("app:titleLanding") };

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
          page(loadLegal, "PrivacyPage", () => i18next.t("app:privacy"), { path: paths.privacy }),
          page(loadLegal, "TermsPage", () => i18next.t("app:terms"), { path: paths.terms }),
          { path: paths.auth.root, element: <Navigate to={paths.auth.login} replace /> },
          page(loadLogin, "LoginPage", () => i18next.t("app:titleSignIn"), {
            path: paths.auth.login,
          }),
          page(loadRegister, "RegisterPage", () => i18next.t("app:titleRegister"), {
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
              page(loadAuth, "VerifyEmailPage", () => i18next.t("app:titleVerifyEmail"), {
                path: paths.auth.verifyEmail,
              }),
              page(loadAuth, "VerifyEmailPage", () => i18next.t("app:titleVerifyEmail"), {
                path: paths.auth.verifyEmailToken,
              }),
              page(loadAuth, "ForgotPasswordPage", () => i18next.t("app:titleForgotPassword"), {
                path: paths.auth.forgotPassword,
              }),
              page(loadAuth, "ResetPasswordPage", () => i18next.t("app:titleResetPassword"), {
                path: paths.auth.resetPasswordToken,
              }),
              page(loadAuth, "UnsubscribePage", () => i18next.t("app:titleUnsubscribe"), {
                path: paths.auth.unsubscribeToken,
              }),
              // The child's step before their parent is mailed (ranked before /consent/:token).
              page(loadConsent, "ConsentAskPage", () => i18next.t("app:titleConsentAsk"), {
                path: paths.consentAsk,
              }),
              // Opened signed out (a parent who has no account yet) or signed in as anyone.
              page(loadConsent, "ConsentPage", () => i18next.t("app:titleConsent"), {
                path: paths.consent.pattern,
              }),
            ],
          },
          area("student", loadStudent, () => i18next.t("app:titleStudentDashboard"), [
            page(loadStudentPages, "StudentOfferingsPage", () => i18next.t("app:navOfferings"), {
              path: paths.student.offerings,
            }),
            page(loadStudentPages, "StudentHistoryPage", () => i18next.t("app:navHistory"), {
              path: paths.student.history,
            }),
            page(loadStudentPages, "ProfilePage", () => i18next.t("app:navProfile"), {
              path: paths.student.profile,
            }),
          ]),
          area("developer", loadDeveloper, () => i18next.t("app:titleDeveloperDashboard"), [
            page(loadDeveloperPages, "DeveloperApiKeysPage", () => i18next.t("common:navApiKeys"), {
              path: paths.developer.apiKeys,
            }),
            page(
              loadDeveloperPages,
              "DeveloperWebhooksPage",
              () => i18next.t("common:navWebhooks"),
              {
                path: paths.developer.webhooks,
              },
            ),
            page(
              loadDeveloperPages,
              "DeveloperDocumentationPage",
              () => i18next.t("common:navDocumentation"),
              {
                path: paths.developer.documentation,
              },
            ),
            page(loadDeveloperPages, "ProfilePage", () => i18next.t("app:navProfile"), {
              path: paths.developer.profile,
            }),
          ]),
          area("parent_guide", loadParent, () => i18next.t("app:titleParentDashboard"), [
            page(loadParentPages, "ParentStudentsPage", () => i18next.t("common:students"), {
              path: paths.parent.students,
            }),
            page(
              loadParentPages,
              "ParentStudentPage",
              () => i18next.t("app:titleStudentActivity"),
              {
                path: paths.parent.student.pattern,
              },
            ),
            page(
              loadParentPages,
              "ParentCustomRewardsPage",
              () => i18next.t("common:customRewards"),
              {
                path: paths.parent.customRewards,
              },
            ),
            page(loadParentPages, "ParentFulfillmentPage", () => i18next.t("common:fulfillment"), {
              path: paths.parent.fulfillment,
            }),
            page(loadParentPages, "ProfilePage", () => i18next.t("app:navProfile"), {
              path: paths.parent.profile,
            }),
          ]),
          area("admin", loadAdmin, () => i18next.t("app:titleAdminDashboard"), [
            page(loadAdminPages, "AdminDevelopersPage", () => i18next.t("common:developers"), {
              path: paths.admin.developers,
            }),
            page(loadAdminPages, "AdminDeveloperAwardsPage", () => i18next.t("app:titleAwards"), {
              path: paths.admin.developerAwards.pattern,
            }),
            page(loadAdminPages, "AdminUsersPage", () => i18next.t("common:users"), {
              path: paths.admin.users,
            }),
            page(loadAdminPages, "AdminGiftCardsPage", () => i18next.t("common:giftCards"), {
              path: paths.admin.giftCards,
            }),
            page(loadAdminPages, "AdminRewardsPage", () => i18next.t("common:rewards"), {
              path: paths.admin.rewards,
            }),
            page(loadAdminPages, "AdminFulfillmentPage", () => i18next.t("common:fulfillment"), {
              path: paths.admin.fulfillment,
            }),
            page(loadAdminPages, "ProfilePage", () => i18next.t("app:navProfile"), {
              path: paths.admin.profile,
            }),
          ]),
        ],
      },
      { path: "*", element: <Navigate to={paths.home} replace /> },
    ],
  },
];
