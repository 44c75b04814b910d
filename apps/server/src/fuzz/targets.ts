/**
 * Who calls each route and which fields it reads: the fuzzer signs in as that role (a real API key
 * for the award API) and builds bodies and query strings around those names. The test fails when
 * the app has a route missing here, so a new endpoint cannot go unfuzzed.
 */
export type Caller =
  | "anonymous"
  | "student"
  | "parent"
  | "developer"
  | "admin"
  /** A student session of its own: logging it out must not sign the other routes' student out. */
  | "logout"
  /** A developer of its own: regenerating the key must not revoke the award API's keys. */
  | "regenerator"
  | "apiKey";

export interface Target {
  as: Caller;
  body?: string[];
  query?: string[];
  /** Extra headers the route reads. */
  headers?: string[];
}

const PAGE = ["limit", "offset"];

export const TARGETS: Record<string, Target> = {
  "POST /auth/register": {
    as: "anonymous",
    body: [
      "email",
      "password",
      "userType",
      "name",
      "companyName",
      "phone",
      "birthYear",
      "birthMonth",
      "parentEmail",
    ],
  },
  "POST /auth/login": { as: "anonymous", body: ["email", "password"] },
  "POST /auth/refresh": { as: "anonymous", body: ["refreshToken"] },
  "POST /auth/logout": { as: "logout" },
  "POST /auth/resend-verification": { as: "anonymous", body: ["email"] },
  "GET /auth/verify-email/:token": { as: "anonymous" },
  "POST /auth/verify-email/:token": { as: "anonymous", body: ["password"] },
  "POST /auth/forgot-password": { as: "anonymous", body: ["email"] },
  "POST /auth/reset-password/:token": { as: "anonymous", body: ["password"] },
  // The "logout" student: ending its sessions must not sign the other routes' student out.
  "POST /auth/logout-all": { as: "logout" },

  "GET /api/users/profile": { as: "student" },
  "PUT /api/users/profile": { as: "student", body: ["name", "avatar"] },
  "PUT /api/users/password": { as: "logout", body: ["currentPassword", "newPassword"] },
  "GET /api/users/notifications": { as: "student" },
  "PUT /api/users/notifications": { as: "student", body: ["preferences"] },
  "GET /auth/unsubscribe/:token": { as: "anonymous" },
  "POST /auth/unsubscribe/:token": { as: "anonymous" },
  "GET /api/users/me/export": { as: "student" },
  // The "logout" student: a guessed password deleting it must not sign the other routes' out.
  "DELETE /api/users/me": { as: "logout", body: ["password"] },
  "GET /api/users/me/deletion-request": { as: "student" },
  "DELETE /api/users/me/deletion-request": { as: "student" },

  "GET /api/students/trophies": { as: "student", query: PAGE },
  "GET /api/students/rewards": { as: "student", query: PAGE },
  "POST /api/students/rewards/redeem-gift-card": {
    as: "student",
    body: ["cardType", "usdAmount", "trophyCost"],
  },
  "POST /api/students/rewards/:id/redeem": { as: "student" },
  "GET /api/students/redemptions": { as: "student", query: PAGE },
  "GET /api/students/gift-cards": { as: "student", query: PAGE },
  "GET /api/students/redemptions/:id": { as: "student" },
  "GET /api/students/connection-requests": { as: "student", query: PAGE },
  "POST /api/students/connection-requests/:id/accept": { as: "student" },
  "POST /api/students/connection-requests/:id/reject": { as: "student" },
  "POST /api/students/connection-requests/:id/block": { as: "student" },
  "GET /api/students/parents": { as: "student", query: PAGE },
  "DELETE /api/students/parents/:linkId": { as: "student", query: ["confirm"] },
  "GET /api/students/blocked-parents": { as: "student", query: PAGE },
  "GET /api/students/apps": { as: "student" },
  "PUT /api/students/apps/:developerId": { as: "student", body: ["blocked"] },
  "POST /api/students/apps/link-code": { as: "student" },
  "DELETE /api/students/apps/:developerId/connection": { as: "student" },
  "DELETE /api/students/blocked-parents/:id": { as: "student" },
  "GET /api/students/goal": { as: "student" },
  "PUT /api/students/goal": { as: "student", body: ["rewardId"] },
  "DELETE /api/students/goal": { as: "student" },

  // Only its path is fuzzed: a valid token would open a stream that never ends.
  "GET /api/sse/balance-updates/:token": { as: "anonymous", headers: ["last-event-id"] },

  // Operations: open to the load balancer and Prometheus (METRICS_TOKEN is unset here).
  "GET /health": { as: "anonymous" },
  "GET /api/privacy/retention": { as: "anonymous" },
  "GET /api/consent/settings": { as: "anonymous" },
  "GET /api/consent/:token": { as: "anonymous" },
  "POST /api/consent/:token/accept": { as: "parent" },
  "POST /api/consent/:token/refuse": { as: "anonymous" },
  "POST /api/consent/ask/status": { as: "anonymous", body: ["ticket"] },
  "POST /api/consent/ask": { as: "anonymous", body: ["ticket", "parentEmail"] },
  "GET /api/students/consent": { as: "student" },
  "POST /api/students/consent/dispute": { as: "student" },
  "GET /api/parents/students/:id/link-approvals": { as: "parent" },
  "POST /api/parents/students/:id/link-approvals/:linkId": { as: "parent", body: ["approve"] },
  "GET /ready": { as: "anonymous" },
  "GET /metrics": { as: "anonymous", headers: ["authorization"] },

  "GET /api/developers/api-key": { as: "developer" },
  "POST /api/developers/api-key/regenerate": { as: "regenerator", body: ["mode"] },
  "GET /api/developers/usage": { as: "developer" },
  "GET /api/developers/requests": { as: "developer", query: ["failingFirst"] },
  "GET /api/developers/webhooks": { as: "developer" },
  "POST /api/developers/webhooks": { as: "developer", body: ["url", "events"] },
  "DELETE /api/developers/webhooks/:id": { as: "developer" },
  "POST /api/developers/webhooks/:id/test": { as: "developer" },
  "GET /api/developers/webhooks/:id/deliveries": { as: "developer" },
  "POST /api/developers/webhooks/:id/replay": { as: "developer", body: ["since"] },

  "GET /api/admin/dashboard": { as: "admin" },
  "GET /api/admin/developers": { as: "admin", query: [...PAGE, "status"] },
  "PUT /api/admin/developers/:id/validate": { as: "admin" },
  "DELETE /api/admin/developers/:id/reject": { as: "admin", body: ["reason"] },
  "PUT /api/admin/developers/:id/budget": { as: "admin", body: ["dailyTrophyBudget"] },
  "GET /api/admin/users": { as: "admin", query: [...PAGE, "userType", "search"] },
  "GET /api/admin/throttled-accounts": { as: "admin", query: PAGE },
  "PUT /api/admin/users/:id/suspend": {
    as: "admin",
    body: ["reason", "durationDays", "duration"],
  },
  "PUT /api/admin/users/:id/unsuspend": { as: "admin" },
  "GET /api/admin/users/:id/export": { as: "admin" },
  "GET /api/admin/users/:id/consent-log": { as: "admin" },
  "DELETE /api/admin/users/:id": { as: "admin" },
  "GET /api/admin/awards": { as: "admin", query: [...PAGE, "developerId", "studentEmail"] },
  "POST /api/admin/awards/:id/reverse": { as: "admin", body: ["reason"] },
  "GET /api/admin/rewards": { as: "admin", query: PAGE },
  "POST /api/admin/rewards": { as: "admin", body: ["title", "description", "trophyCost", "stock"] },
  "PUT /api/admin/rewards/:id": {
    as: "admin",
    body: ["title", "description", "trophyCost", "stock", "isActive"],
  },
  "GET /api/admin/fulfillments": { as: "admin", query: [...PAGE, "status"] },
  "PUT /api/admin/fulfillments/:id": { as: "admin" },
  "POST /api/admin/fulfillments/:id/decline": { as: "admin", body: ["reason"] },
  "POST /api/admin/gift-cards": {
    as: "admin",
    body: ["code", "cardType", "usdAmount", "trophyCost", "expiresAt", "notes"],
  },
  "GET /api/admin/gift-cards/inventory": { as: "admin" },
  "POST /api/admin/gift-cards/upload": { as: "admin", body: ["data", "format", "batchId"] },
  "GET /api/admin/gift-cards/export": { as: "admin", query: ["format"] },
  "DELETE /api/admin/gift-cards/bulk": {
    as: "admin",
    body: ["cardType", "usdAmount", "trophyCost"],
  },

  "POST /api/v1/award-trophies": {
    as: "apiKey",
    body: ["email", "amount", "details"],
    headers: ["idempotency-key", "x-simulate-error"],
  },
  "POST /api/v1/award-trophies/batch": {
    as: "apiKey",
    body: ["awards"],
    headers: ["x-simulate-error"],
  },
  "GET /api/v1/awards/:id": { as: "apiKey", headers: ["x-simulate-error"] },
  "POST /api/v1/awards/:id/reverse": {
    as: "apiKey",
    body: ["reason"],
    headers: ["x-simulate-error"],
  },
  "POST /api/v1/connections": { as: "apiKey", body: ["code"], headers: ["x-simulate-error"] },
  "GET /api/v1/openapi.json": { as: "anonymous" },
  // The interactive reference (Scalar): its page, script and copies of the document.
  "GET /api/v1/docs": { as: "anonymous" },
  "GET /api/v1/docs/js/scalar.js": { as: "anonymous" },
  "GET /api/v1/docs/openapi.json": { as: "anonymous" },
  "GET /api/v1/docs/openapi.yaml": { as: "anonymous" },

  "GET /api/parents/students": { as: "parent", query: PAGE },
  "POST /api/parents/students/request": { as: "parent", body: ["studentEmail"] },
  "DELETE /api/parents/students/:id": { as: "parent" },
  "GET /api/parents/requests": { as: "parent", query: PAGE },
  "DELETE /api/parents/requests/:id": { as: "parent" },
  "GET /api/parents/students/:id/activity": { as: "parent", query: PAGE },
  "GET /api/parents/students/:id/activity/summary": { as: "parent" },
  "GET /api/parents/students/:id/export": { as: "parent" },
  "POST /api/parents/students/:id/consent/withdraw": { as: "parent" },
  "POST /api/parents/students/:id/consent": { as: "parent" },
  "GET /api/parents/deletion-requests": { as: "parent" },
  "POST /api/parents/students/:id/deletion-request/confirm": { as: "parent" },
  "POST /api/parents/students/:id/deletion-request/refuse": { as: "parent" },
  "GET /api/parents/rewards": { as: "parent", query: PAGE },
  "POST /api/parents/rewards": {
    as: "parent",
    body: ["title", "description", "trophyCost", "studentId", "usdValue", "stock", "picture"],
  },
  "GET /api/parents/fulfillments": { as: "parent", query: PAGE },
  "PUT /api/parents/fulfillments/:id": { as: "parent" },
  "PUT /api/parents/rewards/:id": {
    as: "parent",
    body: ["title", "description", "trophyCost", "isActive", "stock", "picture"],
  },
  "DELETE /api/parents/rewards/:id": { as: "parent" },
  "POST /api/parents/fulfillments/:id/decline": { as: "parent", body: ["reason"] },
  "PUT /api/parents/students/:id/settings": { as: "parent", body: ["approveGiftCards"] },
  "GET /api/parents/students/:id/apps": { as: "parent" },
  "PUT /api/parents/students/:id/apps/:developerId": { as: "parent", body: ["blocked"] },
  "POST /api/parents/students/:id/apps/link-code": { as: "parent" },
  "DELETE /api/parents/students/:id/apps/:developerId/connection": { as: "parent" },
  "GET /api/parents/approvals": { as: "parent", query: PAGE },
  "POST /api/parents/approvals/:id/approve": { as: "parent" },
  "POST /api/parents/approvals/:id/decline": { as: "parent", body: ["reason"] },
};
