import { z } from "zod";
import { pageQuerySchema } from "./common";
import { declineFulfillmentSchema, fulfillmentSchema } from "./parent";

export const fulfillmentStatusSchema = fulfillmentSchema.shape.status;
export type FulfillmentStatus = z.infer<typeof fulfillmentStatusSchema>;

/**
 * GET /api/admin/fulfillments: the redemptions of base rewards (those fulfilled by hand), waiting
 * ones first, then newest; `status` keeps one state only.
 */
export const adminFulfillmentsQuerySchema = pageQuerySchema().extend({
  status: z
    .enum(fulfillmentStatusSchema.options, {
      error: `status must be one of ${fulfillmentStatusSchema.options.join(", ")}`,
    })
    .optional(),
});
export type AdminFulfillmentsQuery = z.input<typeof adminFulfillmentsQuerySchema>;

/** A parent/guide's fulfilment, with the ids of the student and of the reward (null once deleted). */
export const adminFulfillmentSchema = fulfillmentSchema.extend({
  studentId: z.string(),
  rewardId: z.string().nullable(),
});
export type AdminFulfillment = z.infer<typeof adminFulfillmentSchema>;
export const adminFulfillmentsResponseSchema = z.object({
  fulfillments: z.array(adminFulfillmentSchema),
  total: z.number().int(),
});
export type AdminFulfillmentsResponse = z.infer<typeof adminFulfillmentsResponseSchema>;
export const adminFulfillmentResponseSchema = z.object({ fulfillment: adminFulfillmentSchema });

/**
 * POST /api/admin/fulfillments/:id/decline: the student reads the reason, as when a parent/guide
 * declines; the trophies go back.
 */
export const declineAdminFulfillmentSchema = declineFulfillmentSchema;
export type DeclineAdminFulfillment = z.infer<typeof declineAdminFulfillmentSchema>;
