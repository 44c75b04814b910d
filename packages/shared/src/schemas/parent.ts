import { z } from "zod";
import { CUSTOM_REWARD_MIN_COST, TROPHIES_MAX } from "../constants";
import { SHARED_TEXTS } from "../shared-texts";
import { emailSchema } from "./common";
import { studentConsentSchema } from "./consent";
import {
  HIDDEN_CHARACTERS_MESSAGE,
  hasNoHiddenCharacters,
  isSingleLine,
  SINGLE_LINE_MESSAGE,
  hasNoControlCharacters,
  CONTROL_CHARACTERS_MESSAGE,
  hasNoNul,
  NO_NUL_MESSAGE,
} from "./inputs";
import { platformTextSchema } from "./platform-text";
import { ledgerKindSchema, rewardPictureSchema, rewardSchema } from "./student";
import { avatarIdSchema } from "./user";

export const connectionRequestBodySchema = z.object({ studentEmail: emailSchema });
export type ConnectionRequestBody = z.infer<typeof connectionRequestBodySchema>;

/** A linked student's goal as their parent/guide sees it: what, how much, how far. */
export const linkedStudentGoalSchema = z.object({
  rewardId: z.string(),
  title: z.string(),
  trophyCost: z.number().int(),
  missing: z.number().int(),
  reached: z.boolean(),
});
export type LinkedStudentGoal = z.infer<typeof linkedStudentGoalSchema>;

export const linkedStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  trophyBalance: z.number().int(),
  isActive: z.boolean(),
  /** The avatar the student picked; null without one. */
  avatar: avatarIdSchema.nullable(),
  /** The reward the student saves towards; absent without one. */
  goal: linkedStudentGoalSchema.optional(),
  /** This parent/guide's switch: the student's gift cards wait for their approval. */
  approveGiftCards: z.boolean(),
  /** Whether a parent/guide's consent holds for the student, and when a withdrawn one ends. */
  ...studentConsentSchema.shape,
});
export type LinkedStudent = z.infer<typeof linkedStudentSchema>;
/** Lists answer one page (`limit`/`offset`, see pageQuerySchema) and the number of all items. */
const total = z.number().int();

export const linkedStudentsResponseSchema = z.object({
  students: z.array(linkedStudentSchema),
  total,
});

/**
 * A connection request this parent/guide sent that is not a link: still waiting for the student,
 * or declined by them. The student's name is not shown: they have not agreed to share it.
 */
export const sentRequestSchema = z.object({
  id: z.string(),
  studentEmail: z.string(),
  status: z.enum(["pending", "declined"]),
  createdAt: z.string(),
  /** When the student declined; null while pending. */
  respondedAt: z.string().nullable(),
});
export type SentRequest = z.infer<typeof sentRequestSchema>;
export const sentRequestsResponseSchema = z.object({ requests: z.array(sentRequestSchema), total });

export const REWARD_STOCK_MAX = 100_000;
const STOCK_MESSAGE = "Stock must be a whole number from 0";

/**
 * How many more times a custom reward can be redeemed; null (or an empty form field) is unlimited.
 * Digits from a form become a number, as trophyCost's do.
 */
export const rewardStockSchema = z.preprocess(
  (v) => (v === "" ? null : typeof v === "string" && v.trim() !== "" ? Number(v) : v),
  z
    .number({ error: STOCK_MESSAGE })
    .int(STOCK_MESSAGE)
    .min(0, STOCK_MESSAGE)
    .max(REWARD_STOCK_MAX, `Stock must be at most ${REWARD_STOCK_MAX.toLocaleString("en-US")}`)
    .nullable(),
);

/**
 * The custom reward form (docs/product.md §3, §5); usdValue is for the parent's reference and never
 * sent.
 */
export const customRewardFormSchema = z.object({
  studentId: z.string().min(1, SHARED_TEXTS.selectStudent),
  title: z
    .string()
    .trim()
    .min(1, "Title is required")
    .max(120, "Title is too long")
    .refine(hasNoNul, NO_NUL_MESSAGE)
    .refine(hasNoHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE),
  description: z
    .string()
    .trim()
    .max(1000, "Description is too long")
    .refine(hasNoNul, NO_NUL_MESSAGE)
    .refine(hasNoHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE)
    .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE)
    .optional(),
  trophyCost: z.coerce
    .number({ error: "Trophy cost must be a number" })
    .int("Trophy cost must be a whole number")
    .min(CUSTOM_REWARD_MIN_COST, `Trophy cost must be at least ${CUSTOM_REWARD_MIN_COST}`)
    .max(TROPHIES_MAX, `Trophy cost must be at most ${TROPHIES_MAX.toLocaleString("en-US")}`),
  usdValue: z.string().optional(),
  stock: rewardStockSchema.optional(),
  /** One of the product's reward pictures; null (or none) shows the default of a custom reward. */
  picture: rewardPictureSchema.nullable().optional(),
});
export type CustomRewardForm = z.input<typeof customRewardFormSchema>;

/** POST /api/parents/rewards: the form without usdValue; no stock is unlimited. */
export const createCustomRewardSchema = customRewardFormSchema
  .omit({ usdValue: true })
  .extend({ studentId: z.uuid(SHARED_TEXTS.selectStudent) });
export type CreateCustomReward = z.infer<typeof createCustomRewardSchema>;

/**
 * PUT /api/parents/rewards/:id: a partial update with the create rules; a field left out keeps its
 * value, `stock: null` makes it unlimited. The student a reward is for cannot change.
 */
export const updateCustomRewardSchema = createCustomRewardSchema
  .omit({ studentId: true })
  .extend({ isActive: z.boolean({ error: "isActive must be true or false" }) })
  .partial()
  .refine(
    (body) => Object.values(body as Record<string, unknown>).some((v) => v !== undefined),
    "Nothing to update",
  );
export type UpdateCustomReward = z.infer<typeof updateCustomRewardSchema>;

/** The edit dialog's fields (pausing is a button of its own). */
export const customRewardEditFormSchema = customRewardFormSchema.pick({
  title: true,
  description: true,
  trophyCost: true,
  stock: true,
  picture: true,
});
export type CustomRewardEditForm = z.input<typeof customRewardEditFormSchema>;

export const parentRewardSchema = rewardSchema.extend({
  studentName: z.string(),
  studentEmail: z.string(),
  /** How many more times it can be redeemed; null is unlimited (availableCount says the same). */
  stock: z.number().int().nullable(),
  /** Every redemption of it so far, declined ones included. */
  redeemedCount: z.number().int(),
});
export type ParentReward = z.infer<typeof parentRewardSchema>;
export const parentRewardsResponseSchema = z.object({
  rewards: z.array(parentRewardSchema),
  total,
});
export const parentRewardResponseSchema = z.object({ reward: parentRewardSchema });

/**
 * DELETE /api/parents/rewards/:id: a reward never redeemed is deleted; one with redemptions is
 * deactivated instead (`reward` is then its new state), so the students' history keeps its link.
 */
export const deleteCustomRewardResponseSchema = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("deleted"), reward: z.null() }),
  z.object({ outcome: z.literal("deactivated"), reward: parentRewardSchema }),
]);
export type DeleteCustomRewardResponse = z.infer<typeof deleteCustomRewardResponseSchema>;

export const fulfillmentSchema = z.object({
  id: z.string(),
  rewardTitle: z.string(),
  /** A parent/guide's own custom reward, or a platform base reward of a linked student. */
  rewardType: z.enum(["base", "custom"]),
  studentName: z.string(),
  studentEmail: z.string(),
  trophyCost: z.number().int(),
  createdAt: z.string(),
  fulfilledAt: z.string().nullable(),
  /** docs/product.md §3's two, and `declined`: the parent/guide refused it and refunded it. */
  status: z.enum(["pending", "fulfilled", "declined"]),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type Fulfillment = z.infer<typeof fulfillmentSchema>;
export const fulfillmentsResponseSchema = z.object({
  fulfillments: z.array(fulfillmentSchema),
  total,
});
export const fulfillmentResponseSchema = z.object({ fulfillment: fulfillmentSchema });

export const DECLINE_REASON_MAX = 500;

/** POST /api/parents/fulfillments/:id/decline: the student reads the reason. */
export const declineFulfillmentSchema = z.object({
  reason: z
    .string({ error: "A reason is required" })
    .trim()
    .min(1, "A reason is required")
    .max(DECLINE_REASON_MAX, `The reason must be at most ${DECLINE_REASON_MAX} characters`)
    .refine(hasNoNul, NO_NUL_MESSAGE)
    .refine(hasNoHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE)
    .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE),
});
export type DeclineFulfillment = z.infer<typeof declineFulfillmentSchema>;

/** How many days the parent/guide's activity chart covers, and the feed's page. */
export const STUDENT_ACTIVITY_DAYS = 30;
export const STUDENT_ACTIVITY_PAGE_SIZE = 20;

/**
 * One entry of a linked student's ledger as their parent/guide sees it (GET
 * /api/parents/students/:id/activity). `appName` names the app whose award it is (awards and
 * their reversals: the developer's company, else their e-mail); null otherwise, or when that
 * developer's account is gone.
 */
export const studentActivityEntrySchema = z.object({
  id: z.string(),
  kind: ledgerKindSchema,
  amount: z.number().int(),
  description: z.string(),
  /** The description when the platform wrote it, for the reader's language. */
  descriptionText: platformTextSchema.nullable(),
  appName: z.string().nullable(),
  createdAt: z.string(),
});
export type StudentActivityEntry = z.infer<typeof studentActivityEntrySchema>;
export const studentActivityResponseSchema = z.object({
  entries: z.array(studentActivityEntrySchema),
  total,
});
export type StudentActivityResponse = z.infer<typeof studentActivityResponseSchema>;

/**
 * One UTC day of a linked student's ledger: trophies in (awards, refunds) and out (redemptions,
 * reversals), so a day changes the balance by `earned - spent`.
 */
export const activityDaySchema = z.object({
  date: z.string(),
  earned: z.number().int(),
  spent: z.number().int(),
});
export type ActivityDay = z.infer<typeof activityDaySchema>;
/** GET /api/parents/students/:id/activity/summary: the last 30 UTC days, oldest first, zeros kept. */
export const activitySummaryResponseSchema = z.object({ days: z.array(activityDaySchema) });
export type ActivitySummaryResponse = z.infer<typeof activitySummaryResponseSchema>;

/** PUT /api/parents/students/:id/settings: this parent/guide's switches for one linked student. */
export const studentSettingsSchema = z.object({
  approveGiftCards: z.boolean({ error: "approveGiftCards must be true or false" }),
});
export type StudentSettings = z.infer<typeof studentSettingsSchema>;
export const studentSettingsResponseSchema = z.object({ settings: studentSettingsSchema });

/**
 * A gift card a linked student redeemed that waits for a parent/guide's approval (or was decided):
 * its trophies are held by a `hold` ledger entry and a card is set aside until then.
 */
export const approvalSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  rewardTitle: z.string(),
  /** The gift card's title for the reader's language. */
  rewardTitleText: platformTextSchema.nullable(),
  trophyCost: z.number().int(),
  createdAt: z.string(),
  status: z.enum(["awaiting_approval", "approved", "declined"]),
  /** When it was approved or declined; null while it waits. */
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;
export const approvalsResponseSchema = z.object({ approvals: z.array(approvalSchema), total });
export type ApprovalsResponse = z.infer<typeof approvalsResponseSchema>;
export const approvalResponseSchema = z.object({ approval: approvalSchema });

/** POST /api/parents/approvals/:id/decline: the student reads the reason, as for a fulfilment. */
export const declineApprovalSchema = declineFulfillmentSchema;
export type DeclineApproval = DeclineFulfillment;
