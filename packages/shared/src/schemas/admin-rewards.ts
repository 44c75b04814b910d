import { z } from "zod";
import { customRewardFormSchema } from "./parent";
import { rewardSchema } from "./student";

/**
 * POST /api/admin/rewards: a base reward every student is offered, fulfilled by hand (a gift card
 * is stock, not one of these). The fields and their rules are the custom reward's; no stock is
 * unlimited.
 */
export const createBaseRewardSchema = customRewardFormSchema.pick({
  title: true,
  description: true,
  trophyCost: true,
  stock: true,
});
export type CreateBaseReward = z.infer<typeof createBaseRewardSchema>;
/** The admin's reward form: what the client's form holds before parsing (digits as text). */
export type BaseRewardForm = z.input<typeof createBaseRewardSchema>;

/**
 * PUT /api/admin/rewards/:id: a partial update with the create rules; a field left out keeps its
 * value, `stock: null` makes it unlimited, `isActive: false` stops offering it.
 */
export const updateBaseRewardSchema = createBaseRewardSchema
  .extend({ isActive: z.boolean({ error: "isActive must be true or false" }) })
  .partial()
  .refine(
    (body) => Object.values(body as Record<string, unknown>).some((v) => v !== undefined),
    "Nothing to update",
  );
export type UpdateBaseReward = z.infer<typeof updateBaseRewardSchema>;

/** A base reward as the admin's Rewards screen shows it. */
export const adminRewardSchema = rewardSchema.extend({
  /** How many more times it can be redeemed; null is unlimited (availableCount says the same). */
  stock: z.number().int().nullable(),
  /** Every redemption of it so far, declined ones included. */
  redeemedCount: z.number().int(),
  /** Its redemptions waiting for fulfilment now. */
  pendingCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminReward = z.infer<typeof adminRewardSchema>;
export const adminRewardsResponseSchema = z.object({
  rewards: z.array(adminRewardSchema),
  total: z.number().int(),
});
export type AdminRewardsResponse = z.infer<typeof adminRewardsResponseSchema>;
export const adminRewardResponseSchema = z.object({ reward: adminRewardSchema });
