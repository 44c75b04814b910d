import { z } from "zod";
import { REWARD_PICTURE_IDS } from "../constants";
import { hasNoNul, NO_NUL_MESSAGE, trophiesSchema, usdAmountSchema } from "./inputs";
import { platformTextSchema } from "./platform-text";

/**
 * What a ledger entry is: an app's award, a redemption, an award taken back, trophies refunded (a
 * declined reward or gift card), or trophies held while a gift card waits for approval.
 */
export const ledgerKindSchema = z.enum(["award", "redemption", "reversal", "refund", "hold"]);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;

export const transactionSchema = z.object({
  id: z.string(),
  description: z.string(),
  /** The description when the platform wrote it, for the reader's language (schemas/platform-text.ts). */
  descriptionText: platformTextSchema.nullable(),
  /** Positive when earned, negative when spent or taken back. */
  trophyAmount: z.number().int(),
  createdAt: z.string(),
  kind: ledgerKindSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;

/** Lists answer one page (`limit`/`offset`, see pageQuerySchema) and the number of all items. */
const total = z.number().int();

export const trophiesResponseSchema = z.object({
  balance: z.number().int(),
  history: z.array(transactionSchema),
  total,
});
export type TrophiesResponse = z.infer<typeof trophiesResponseSchema>;

/** One of the reward pictures shipped with the product (constants.ts); the web client draws it. */
export const rewardPictureSchema = z.enum(REWARD_PICTURE_IDS, {
  error: `picture must be one of: ${REWARD_PICTURE_IDS.join(", ")}`,
});

export const rewardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  trophyCost: z.number().int(),
  rewardType: z.enum(["base", "custom"]),
  fulfillmentType: z.enum(["automatic", "manual"]),
  /** Stock: of a gift-card offering, or what is left of a custom reward (null: unlimited). */
  availableCount: z.number().int().nullable(),
  isActive: z.boolean(),
  customForStudent: z.string().nullable(),
  /**
   * The picture a parent/guide chose for a custom reward; null shows the default of its kind (a
   * gift card's brand, a base reward's type).
   */
  picture: rewardPictureSchema.nullable(),
  /** A gift-card offering's title and description for the reader's language; null otherwise. */
  titleText: platformTextSchema.nullable(),
  descriptionText: platformTextSchema.nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;
export const rewardsResponseSchema = z.object({ rewards: z.array(rewardSchema), total });

export const giftCardSchema = z.object({
  id: z.string(),
  code: z.string(),
  cardType: z.string(),
  usdAmount: z.number(),
  trophyCost: z.number().int(),
  redeemedAt: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;
export const giftCardsResponseSchema = z.object({ giftCards: z.array(giftCardSchema), total });

export const redemptionSchema = z.object({
  id: z.string(),
  rewardId: z.string().nullable(),
  rewardTitle: z.string(),
  /** A gift card's title for the reader's language; null for rewards, whose titles people wrote. */
  rewardTitleText: platformTextSchema.nullable(),
  rewardType: z.enum(["base", "custom", "gift_card"]),
  trophyCost: z.number().int(),
  /**
   * `declined`: the parent/guide could not fulfil it (or refused the gift card) and the trophies
   * came back; `awaiting_approval`: a gift card held until a parent/guide approves it.
   */
  status: z.enum(["pending", "fulfilled", "completed", "declined", "awaiting_approval"]),
  createdAt: z.string(),
  fulfilledAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;
export const redemptionsResponseSchema = z.object({
  redemptions: z.array(redemptionSchema),
  total,
});

export const redeemResponseSchema = z.object({
  redemption: redemptionSchema,
  giftCard: giftCardSchema.nullable(),
  newBalance: z.number().int(),
  transaction: transactionSchema,
});
export type RedeemResponse = z.infer<typeof redeemResponseSchema>;

/**
 * GET /api/students/redemptions/:id: one redemption and, once it is a completed gift card, the
 * card with its code (a card waiting for approval has none yet).
 */
export const redemptionDetailResponseSchema = z.object({
  redemption: redemptionSchema,
  giftCard: giftCardSchema.nullable(),
});
export type RedemptionDetailResponse = z.infer<typeof redemptionDetailResponseSchema>;

/**
 * The denomination the client reads from a `gc_` offering id (docs/product.md §7); numbers may be
 * text.
 */
export const redeemGiftCardRequestSchema = z.object({
  cardType: z
    .string({ error: "cardType is required" })
    .trim()
    .min(1, "cardType is required")
    .max(60, "cardType is too long")
    .refine(hasNoNul, NO_NUL_MESSAGE),
  usdAmount: usdAmountSchema(),
  trophyCost: trophiesSchema(),
});
export type RedeemGiftCardRequest = z.infer<typeof redeemGiftCardRequestSchema>;

export const connectionRequestSchema = z.object({
  id: z.string(),
  parentName: z.string(),
  parentEmail: z.string(),
});
export type ConnectionRequest = z.infer<typeof connectionRequestSchema>;
export const connectionRequestsResponseSchema = z.object({
  requests: z.array(connectionRequestSchema),
  total,
});

/**
 * A parent/guide the student accepted; `linkId` names the link, to remove it. `approveGiftCards`:
 * this parent/guide approves the student's gift cards first (removing the last such one ends it).
 */
export const linkedParentSchema = z.object({
  linkId: z.string(),
  name: z.string(),
  email: z.string(),
  linkedAt: z.string(),
  approveGiftCards: z.boolean(),
});
export type LinkedParent = z.infer<typeof linkedParentSchema>;
export const linkedParentsResponseSchema = z.object({
  parents: z.array(linkedParentSchema),
  total,
});

/** DELETE /api/students/parents/:linkId. */
export const removeLinkedParentQuerySchema = z.object({
  confirm: z
    .enum(["true", "false"], { error: 'confirm must be "true" or "false"' })
    .describe(
      "true: remove the link even when it is the last one approving gift cards first; that approval ends and the parent/guide is mailed. Without it such a removal answers 409 approval_ends_on_unlink and changes nothing.",
    )
    .default("false")
    .transform((value) => value === "true"),
});

/** A parent/guide the student blocked: their requests reach the student no more. */
export const blockedParentSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  blockedAt: z.string(),
});
export type BlockedParent = z.infer<typeof blockedParentSchema>;
export const blockedParentsResponseSchema = z.object({
  blocked: z.array(blockedParentSchema),
  total,
});

/** The `data` of a `balance_update` event on the student's stream (docs/product.md §3). */
export const balanceUpdateSchema = z.object({
  newBalance: z.number().int(),
  xpEarned: z.number().int(),
  description: z.string(),
  transaction: transactionSchema,
});
export type BalanceUpdate = z.infer<typeof balanceUpdateSchema>;

/**
 * The `data` of a `redemption_update` event: one of the student's redemptions changed without a
 * ledger entry of its own (a gift card approved, docs/product.md §4). It carries no code: the
 * client reads the redemption (GET /api/students/redemptions/:id) to show it.
 */
export const redemptionUpdateSchema = z.object({ redemption: redemptionSchema });
export type RedemptionUpdate = z.infer<typeof redemptionUpdateSchema>;

export const BALANCE_EVENTS = [
  "connected",
  "heartbeat",
  "balance_update",
  "redemption_update",
] as const;
export type BalanceEventType = (typeof BALANCE_EVENTS)[number];

/** PUT /api/students/goal: a reward of the student's list (not a gift-card offering) to save towards. */
export const setGoalRequestSchema = z.object({
  rewardId: z
    .string({ error: "rewardId is required" })
    .trim()
    .min(1, "rewardId is required")
    .max(200, "rewardId is too long"),
});
export type SetGoalRequest = z.infer<typeof setGoalRequestSchema>;

/**
 * The student's goal (docs/product.md §4, Goal): the reward in the rewards list's shape, the balance
 * now and the trophies still missing. `reached` while the balance covers the cost; `celebrate` is
 * true in exactly one answer, the first read after the balance first reached it.
 */
export const goalSchema = z.object({
  reward: rewardSchema,
  balance: z.number().int(),
  missing: z.number().int(),
  reached: z.boolean(),
  reachedAt: z.string().nullable(),
  celebrate: z.boolean(),
  createdAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;
export const goalResponseSchema = z.object({ goal: goalSchema.nullable() });
export type GoalResponse = z.infer<typeof goalResponseSchema>;
