import { z } from "zod";
import { consentLogEntrySchema } from "./consent";
import { userTypeSchema } from "./user";

/**
 * Data rights (docs/product.md, "Your data"): the export of everything held about a user, and
 * deleting an account. The password is only compared, so it takes any text a login would.
 */
export const deleteAccountSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/**
 * `deleted`: personal data and sign-in are gone. `awaiting_parent_confirmation`: a student with a
 * linked parent/guide asked, and that parent/guide confirms (or refuses) it.
 */
export const deletionStatusSchema = z.enum(["deleted", "awaiting_parent_confirmation"]);
export const deleteAccountResponseSchema = z.object({ status: deletionStatusSchema });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** A student's own pending request, or null. */
export const deletionRequestResponseSchema = z.object({
  request: z.object({ requestedAt: z.string() }).nullable(),
});
export type DeletionRequestResponse = z.infer<typeof deletionRequestResponseSchema>;

/** The pending requests of the students linked to a parent/guide, oldest first. */
export const parentDeletionRequestSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  email: z.string(),
  requestedAt: z.string(),
});
export type ParentDeletionRequest = z.infer<typeof parentDeletionRequestSchema>;
export const parentDeletionRequestsResponseSchema = z.object({
  requests: z.array(parentDeletionRequestSchema),
});

const when = z.string();
const maybeWhen = z.string().nullable();

const exportProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  userType: userTypeSchema,
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
  emailVerifiedAt: maybeWhen,
  developerStatus: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  suspendedAt: maybeWhen,
  suspendedUntil: maybeWhen,
  suspensionReason: z.string().nullable(),
  dailyTrophyBudget: z.number().int().nullable(),
  trophyBalance: z.number().int(),
  /** The avatar a student picked, one of the product's ids; null without one. */
  avatar: z.string().nullable(),
  /** The account's language, of its e-mails. */
  language: z.string(),
  deletedAt: maybeWhen,
  createdAt: when,
  updatedAt: when,
});

const exportLinkSchema = z.object({
  id: z.string(),
  status: z.string(),
  /**
   * The other side of the link: the parent/guide in a student's export, the student in a
   * parent's (named once they accepted; a request still waiting or declined has only the e-mail).
   */
  name: z.string().nullable(),
  email: z.string().nullable(),
  approveGiftCards: z.boolean(),
  createdAt: when,
  respondedAt: maybeWhen,
});

const exportRedemptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  rewardType: z.string(),
  trophyCost: z.number().int(),
  status: z.string(),
  /**
   * The gift card's code: it belongs to the student who redeemed it, so it is whole in the
   * student's and an admin's export, and masked to its last 4 characters in a parent/guide's.
   */
  giftCardCode: z.string().nullable(),
  createdAt: when,
  fulfilledAt: maybeWhen,
  declinedAt: maybeWhen,
  declineReason: z.string().nullable(),
});

const exportStudentSchema = z.object({
  balance: z.number().int(),
  ledger: z.array(
    z.object({
      id: z.string(),
      seq: z.number().int(),
      amount: z.number().int(),
      kind: z.string(),
      description: z.string(),
      app: z.string().nullable(),
      balanceAfter: z.number().int(),
      createdAt: when,
    }),
  ),
  redemptions: z.array(exportRedemptionSchema),
  goal: z
    .object({ rewardId: z.string(), title: z.string(), createdAt: when, reachedAt: maybeWhen })
    .nullable(),
  links: z.array(exportLinkSchema),
  deletionRequestedAt: maybeWhen,
  /** The month and year of birth given at registration; null when none was. */
  birthYear: z.number().int().nullable(),
  birthMonth: z.number().int().nullable(),
  /** `pending`, `given` or `withdrawn` for a student under the consent age; null otherwise. */
  parentalConsent: z.enum(["pending", "given", "withdrawn"]).nullable(),
  /** When the account is deleted unless a parent/guide consents; null while none is due. */
  consentDeletionAt: maybeWhen,
  /** Every request, consent, refusal, withdrawal and expiry of consent, oldest first. */
  consentLog: z.array(consentLogEntrySchema),
});

const exportParentSchema = z.object({
  links: z.array(exportLinkSchema),
  customRewards: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      trophyCost: z.number().int(),
      isActive: z.boolean(),
      stock: z.number().int().nullable(),
      studentId: z.string().nullable(),
      createdAt: when,
    }),
  ),
  fulfillments: z.array(exportRedemptionSchema.extend({ studentId: z.string() })),
});

const exportDeveloperSchema = z.object({
  /** Never the key itself: its prefix (live or test) and when it was made, used and revoked. */
  apiKeys: z.array(
    z.object({
      id: z.string(),
      mode: z.string(),
      masked: z.string(),
      createdAt: when,
      lastUsedAt: maybeWhen,
      revokedAt: maybeWhen,
    }),
  ),
  /** Never the signing secret. */
  webhooks: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      events: z.array(z.string()),
      createdAt: when,
      failingSince: maybeWhen,
    }),
  ),
  apiCalls: z.array(
    z.object({
      id: z.string(),
      livemode: z.boolean(),
      operation: z.string(),
      status: z.number().int(),
      errorCode: z.string().nullable(),
      studentEmail: z.string().nullable(),
      createdAt: when,
    }),
  ),
  usage: z.object({
    totalCalls: z.number().int(),
    dailyStats: z.array(z.object({ date: z.string(), calls: z.number().int() })),
  }),
});

/** GET /api/users/me/export and the parent's and admin's exports of one user. */
export const dataExportSchema = z.object({
  exportedAt: when,
  profile: exportProfileSchema,
  sessions: z.array(
    z.object({ id: z.string(), createdAt: when, expiresAt: when, revokedAt: maybeWhen }),
  ),
  notificationPreferences: z.array(
    z.object({ event: z.string(), enabled: z.boolean(), updatedAt: when }),
  ),
  /** What the platform logged about the user; entries an admin caused keep only their type. */
  activity: z.array(
    z.object({ type: z.string(), description: z.string().nullable(), createdAt: when }),
  ),
  student: exportStudentSchema.optional(),
  parent: exportParentSchema.optional(),
  developer: exportDeveloperSchema.optional(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
