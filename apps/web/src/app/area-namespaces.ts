/**
 * The catalogues (src/locales/<language>/<namespace>.json) each signed-in area shows, loaded with
 * its code (app/routes.tsx); English's are built into the area's own script (vite.config.ts).
 */
const SIGNED_IN = ["pictures", "profile", "linkedParents", "notifications", "dataRights"] as const;

export const AREA_NAMESPACES = {
  student: [
    ...SIGNED_IN,
    "student",
    "studentApproval",
    "studentRedemptions",
    "studentDashboard",
    "studentRefund",
    "studentGoal",
    "connectionBlock",
    "apps",
    "platform",
  ],
  developer: [...SIGNED_IN, "developer", "developerWebhooks", "developerPlatform"],
  parent: [
    ...SIGNED_IN,
    "parent",
    "parentApproval",
    "parentConsent",
    "parentRequests",
    "parentDashboard",
    "parentRewards",
    "parentActivity",
    "parentGoal",
    "parentDataRights",
    "apps",
    "platform",
  ],
  admin: [
    ...SIGNED_IN,
    "admin",
    "adminConsent",
    "adminDeleteUser",
    "adminThrottle",
    "adminFulfillment",
    "adminRewards",
    "platform",
  ],
} as const;
