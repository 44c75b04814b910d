import type { UserType } from "@trophy/shared/constants";

/**
 * Every route of the web client, named once (docs/product.md §2): the router's patterns and the
 * links' targets both come from here, so a renamed path breaks at one place. API endpoints are
 * not routes and stay beside their calls in `features/<area>/api/`.
 */
export const paths = {
  home: "/",
  privacy: "/privacy",
  terms: "/terms",
  /** The page a parent's consent link opens (the server writes the same path). */
  consent: {
    pattern: "/consent/:token",
    href: (token: string) => `/consent/${encodeURIComponent(token)}`,
  },
  /**
   * A young student's own consent step: confirm or correct the parent/guide's address, then see
   * what became of the request. Its ticket comes as router state, never in the address.
   */
  consentAsk: "/consent/ask",
  auth: {
    root: "/auth",
    login: "/auth/login",
    register: "/auth/register",
    verifyEmail: "/auth/verify-email",
    verifyEmailToken: "/auth/verify-email/:token",
    forgotPassword: "/auth/forgot-password",
    /** The link of the password reset mail (the server writes the same path). */
    resetPasswordToken: "/auth/reset-password/:token",
    /** The unsubscribe link of notification mails (the server writes the same path). */
    unsubscribeToken: "/auth/unsubscribe/:token",
  },
  student: {
    home: "/student",
    offerings: "/student/offerings",
    history: "/student/history",
    /** The history page opened on its gift cards tab. */
    giftCardHistory: "/student/history?tab=giftcards",
    profile: "/student/profile",
  },
  developer: {
    home: "/developer",
    apiKeys: "/developer/api-keys",
    documentation: "/developer/documentation",
    webhooks: "/developer/webhooks",
    profile: "/developer/profile",
  },
  parent: {
    home: "/parent",
    students: "/parent/students",
    /** A linked student's page: their last 30 days and activity. */
    student: {
      pattern: "/parent/students/:id",
      href: (studentId: string) => `/parent/students/${encodeURIComponent(studentId)}`,
    },
    customRewards: "/parent/custom-rewards",
    fulfillment: "/parent/fulfillment",
    profile: "/parent/profile",
  },
  admin: {
    home: "/admin",
    developers: "/admin/developers",
    developerAwards: {
      pattern: "/admin/developers/:id/awards",
      href: (developerId: string) => `/admin/developers/${encodeURIComponent(developerId)}/awards`,
    },
    users: "/admin/users",
    giftCards: "/admin/gift-cards",
    /** The base rewards that are not gift cards. */
    rewards: "/admin/rewards",
    /** The base rewards' redemptions, to fulfil or decline (the server's mails link here). */
    fulfillment: "/admin/fulfillment",
    profile: "/admin/profile",
  },
} as const;

/** Where each role lands after sign-in, and the root of its area. */
export const ROLE_HOME: Record<UserType, string> = {
  student: paths.student.home,
  developer: paths.developer.home,
  parent_guide: paths.parent.home,
  admin: paths.admin.home,
};
