import type { RegisterRequest } from "@trophy/shared/schemas/auth";

/** The sentences of successful answers (`{message}`), beside the error texts of ./errors.ts. */
export const NOTICES = {
  loggedOut: "Logged out",
  resendAccepted: "If that account is waiting for verification, a new link has been sent.",
  emailVerified: "Email verified. You can now sign in.",
  passwordSet: "Password set. You can now sign in.",
  resetRequested:
    "If an account exists for that e-mail, we sent a link to reset its password. It works once, within an hour.",
  passwordReset: "Password changed. You can now sign in with your new password.",
  passwordChanged: "Password changed. Your other sessions have been signed out.",
  loggedOutEverywhere: "Signed out on every device",
  developerApproved: "Developer approved",
  developerRejected: "Developer rejected",
  connectionRequestSent: "Connection request sent",
  connectionRequestAccepted: "Connection request accepted",
  connectionRequestDeclined: "Connection request declined",
  parentBlocked: "Connection request declined; this parent/guide cannot ask again",
  studentUnlinked: "Student unlinked",
  consentAccepted: "Thank you. You are now linked to this student, and their account can be used.",
  consentRefused: "The request was refused and the student's account has been deleted.",
  consentWithdrawn:
    "Consent withdrawn. The account is closed and will be deleted unless you give consent again.",
  consentGiven: "Consent given. The student can sign in again.",
  consentDisputed:
    "Thank you for telling us. That adult is no longer linked to you. Ask your real parent or guide to agree.",
  linkApproved: "Approved. This adult is now linked to the student.",
  linkRefused: "Refused. This adult is not linked to the student.",
} as const;

/** What a new account does next, by role (docs/product.md §4, §8). */
export const REGISTERED: Record<Exclude<RegisterRequest["userType"], "admin">, string> = {
  student: "Account created. Check your email to verify your account and set your password.",
  parent_guide: "Account created. Check your email to verify your account.",
  developer: "Account created. An administrator will review your developer account.",
};

/** A student under the consent age: the same, and their parent/guide was asked by e-mail. */
export const REGISTERED_AWAITING_PARENT =
  "Account created. Check your email to verify your account and set your password. Then check your parent or guide's e-mail: we ask them once you have, and you can sign in when they agree.";

export function giftCardsUploadedText(created: number): string {
  return `${created} gift cards uploaded`;
}

export function giftCardsPartlyUploadedText(created: number, failed: number): string {
  return `${created} gift cards uploaded, ${failed} failed`;
}

export function giftCardsDeletedText(deleted: number): string {
  return `${deleted} gift cards deleted`;
}
