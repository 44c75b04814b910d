// The English catalogues are the keys' contract: a key that is not in them fails the type check.
import "i18next";
import type admin from "@/locales/en/admin.json";
import type adminDeleteUser from "@/locales/en/adminDeleteUser.json";
import type adminFulfillment from "@/locales/en/adminFulfillment.json";
import type adminRewards from "@/locales/en/adminRewards.json";
import type adminThrottle from "@/locales/en/adminThrottle.json";
import type app from "@/locales/en/app.json";
import type auth from "@/locales/en/auth.json";
import type common from "@/locales/en/common.json";
import type connectionBlock from "@/locales/en/connectionBlock.json";
import type dataRights from "@/locales/en/dataRights.json";
import type developer from "@/locales/en/developer.json";
import type developerPlatform from "@/locales/en/developerPlatform.json";
import type developerWebhooks from "@/locales/en/developerWebhooks.json";
import type errors from "@/locales/en/errors.json";
import type landing from "@/locales/en/landing.json";
import type legal from "@/locales/en/legal.json";
import type linkedParents from "@/locales/en/linkedParents.json";
import type notifications from "@/locales/en/notifications.json";
import type parent from "@/locales/en/parent.json";
import type parentActivity from "@/locales/en/parentActivity.json";
import type parentApproval from "@/locales/en/parentApproval.json";
import type parentDashboard from "@/locales/en/parentDashboard.json";
import type parentDataRights from "@/locales/en/parentDataRights.json";
import type parentGoal from "@/locales/en/parentGoal.json";
import type parentRequests from "@/locales/en/parentRequests.json";
import type parentRewards from "@/locales/en/parentRewards.json";
import type pictures from "@/locales/en/pictures.json";
import type profile from "@/locales/en/profile.json";
import type student from "@/locales/en/student.json";
import type studentApproval from "@/locales/en/studentApproval.json";
import type studentDashboard from "@/locales/en/studentDashboard.json";
import type studentGoal from "@/locales/en/studentGoal.json";
import type studentRedemptions from "@/locales/en/studentRedemptions.json";
import type studentRefund from "@/locales/en/studentRefund.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      admin: typeof admin;
      adminDeleteUser: typeof adminDeleteUser;
      adminFulfillment: typeof adminFulfillment;
      adminRewards: typeof adminRewards;
      adminThrottle: typeof adminThrottle;
      app: typeof app;
      auth: typeof auth;
      common: typeof common;
      connectionBlock: typeof connectionBlock;
      dataRights: typeof dataRights;
      developer: typeof developer;
      developerPlatform: typeof developerPlatform;
      developerWebhooks: typeof developerWebhooks;
      errors: typeof errors;
      landing: typeof landing;
      legal: typeof legal;
      linkedParents: typeof linkedParents;
      notifications: typeof notifications;
      parent: typeof parent;
      parentActivity: typeof parentActivity;
      parentApproval: typeof parentApproval;
      parentDashboard: typeof parentDashboard;
      parentDataRights: typeof parentDataRights;
      parentGoal: typeof parentGoal;
      parentRequests: typeof parentRequests;
      parentRewards: typeof parentRewards;
      pictures: typeof pictures;
      profile: typeof profile;
      student: typeof student;
      studentApproval: typeof studentApproval;
      studentDashboard: typeof studentDashboard;
      studentGoal: typeof studentGoal;
      studentRedemptions: typeof studentRedemptions;
      studentRefund: typeof studentRefund;
    };
  }
}
