import { z } from "zod";
import { CUSTOM_REWARD_MIN_COST, TROPHIES_MAX } from "../constants";
import { SHARED_TEXTS } from "../shared-texts";
import { emailSchema } from "./common";
import { hasNoNul, NO_NUL_MESSAGE } from "./inputs";
import { rewardSchema } from "./student";

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
  /** The reward the student saves towards; absent without one. */
  goal: linkedStudentGoalSchema.optional(),
});
export type LinkedStudent = z.infer<typeof linkedStudentSchema>;
/** Lists answer one page (`limit`/`offset`, see pageQuerySchema) and the number of all items. */
const total = z.number().int();

export const linkedStudentsResponseSchema = z.object({
  students: z.array(linkedStudentSchema),
  total,
});

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
    .refine(hasNoNul, NO_NUL_MESSAGE),
  description: z
    .string()
    .trim()
    .max(1000, "Description is too long")
    .refine(hasNoNul, NO_NUL_MESSAGE)
    .optional(),
  trophyCost: z.coerce
    .number({ error: "Trophy cost must be a number" })
    .int("Trophy cost must be a whole number")
    .min(CUSTOM_REWARD_MIN_COST, `Trophy cost must be at least ${CUSTOM_REWARD_MIN_COST}`)
    .max(TROPHIES_MAX, `Trophy cost must be at most ${TROPHIES_MAX.toLocaleString("en-US")}`),
  usdValue: z.string().optional(),
});
export type CustomRewardForm = z.input<typeof customRewardFormSchema>;

/** POST /api/parents/rewards: the form without usdValue. */
export const createCustomRewardSchema = customRewardFormSchema
  .omit({ usdValue: true })
  .extend({ studentId: z.uuid(SHARED_TEXTS.selectStudent) });
export type CreateCustomReward = z.infer<typeof createCustomRewardSchema>;

export const parentRewardSchema = rewardSchema.extend({
  studentName: z.string(),
  studentEmail: z.string(),
});
export type ParentReward = z.infer<typeof parentRewardSchema>;
export const parentRewardsResponseSchema = z.object({
  rewards: z.array(parentRewardSchema),
  total,
});
export const parentRewardResponseSchema = z.object({ reward: parentRewardSchema });

export const fulfillmentSchema = z.object({
  id: z.string(),
  rewardTitle: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  trophyCost: z.number().int(),
  createdAt: z.string(),
  fulfilledAt: z.string().nullable(),
  status: z.enum(["pending", "fulfilled"]),
});
export type Fulfillment = z.infer<typeof fulfillmentSchema>;
export const fulfillmentsResponseSchema = z.object({
  fulfillments: z.array(fulfillmentSchema),
  total,
});
export const fulfillmentResponseSchema = z.object({ fulfillment: fulfillmentSchema });
