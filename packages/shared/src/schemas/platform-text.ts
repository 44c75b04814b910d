import { z } from "zod";

/**
 * What the platform writes for people to read, as a key and its parameters: the reader's client
 * renders it in the reader's language (docs/product.md §8). Beside each such field the API keeps
 * the English sentence the spec names (`description`, `title`) for API clients; text a person
 * wrote (an app's award details, a custom reward's title) has no key and stays as written.
 *
 * A gift card is named by `cardType` and `usdAmount`: a client names it in its language and gives
 * that name to the text as `title`, where a reward's title would be.
 */
export const PLATFORM_TEXT_KEYS = [
  // A gift-card offering's title and description, and a gift card named in other texts.
  "gift_card_title",
  "gift_card_description",
  // Ledger entries the platform makes, and an award an app sent without details.
  "ledger_awarded_by",
  "ledger_redeemed",
  "ledger_held",
  "ledger_refunded",
  "ledger_reversed",
  "ledger_reversed_plain",
  // The admins' activity log.
  "activity_awarded",
  "activity_registered",
  "activity_verified",
  "activity_verified_by_reset",
  "activity_developer_approved",
  "activity_developer_rejected",
  "activity_developer_rejected_reason",
  "activity_budget_set",
  "activity_suspended",
  "activity_suspended_permanently",
  "activity_suspension_lifted",
  "activity_base_reward_added",
  "activity_base_reward_changed",
  "activity_deleted",
  "activity_deleted_by_parent",
  "activity_deleted_by_admin",
  "activity_deleted_consent_refused",
  "activity_deleted_without_consent",
  "activity_deleted_unverified",
  "activity_redeemed",
  "activity_held",
  "activity_gift_card_approved",
  "activity_gift_card_declined",
  "activity_fulfilled",
  "activity_fulfilled_by",
  "activity_reward_declined",
  "activity_reward_declined_by",
  "activity_reversed",
  "activity_reversed_reason",
  "activity_gift_card_added",
  "activity_gift_cards_deleted",
  "activity_gift_cards_uploaded",
] as const;
export type PlatformTextKey = (typeof PLATFORM_TEXT_KEYS)[number];

export type PlatformTextParams = Record<string, string | number>;

export const platformTextSchema = z.object({
  key: z.enum(PLATFORM_TEXT_KEYS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type PlatformText = z.infer<typeof platformTextSchema>;

export function platformText(key: PlatformTextKey, params: PlatformTextParams = {}): PlatformText {
  return { key, params };
}

/** A gift card's name in texts: its type and amount, named by each reader's client. */
export function giftCardNamed(cardType: string, usdAmount: number): PlatformTextParams {
  return { cardType, usdAmount };
}

/**
 * A redeemed reward named in a text: a gift card by its type and amount (its title's parameters),
 * any other reward by the title a person gave it.
 */
export function rewardNamed(title: string, titleText: PlatformText | null): PlatformTextParams {
  return titleText?.key === "gift_card_title" ? titleText.params : { title };
}
