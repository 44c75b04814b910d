import { titleCase } from "@trophy/shared/rules/gift-card-display";
import type { PlatformText, PlatformTextParams } from "@trophy/shared/schemas/platform-text";
import type { Reward } from "@trophy/shared/schemas/student";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatFaceValue } from "../format";
import { i18next } from "./i18n";

/**
 * A gift card named in a text comes as its type and amount (packages/shared
 * schemas/platform-text.ts): the brand as a reader writes it, the amount as money in the reader's
 * locale, and the card's whole name as `title`, where a reward's title would be.
 */
function valuesOf(t: TFunction<"platform">, params: PlatformTextParams): PlatformTextParams {
  const { cardType, usdAmount } = params;
  if (typeof cardType !== "string" || typeof usdAmount !== "number") return params;
  const named = { cardType: titleCase(cardType), amount: formatFaceValue(usdAmount) };
  return { ...params, ...named, title: t("gift_card_title", named) };
}

/** A text the platform wrote, in the reader's language (the `platform` catalogues). */
export function renderPlatformText(t: TFunction<"platform">, text: PlatformText): string {
  return t(text.key, valuesOf(t, text.params));
}

/**
 * Renders what the server sent as a key and parameters in the reader's language; where it sent
 * none (text a person wrote, or an entry older than the keys), the English `fallback` as sent.
 */
export function usePlatformText(): (text: PlatformText | null, fallback: string) => string {
  const { t } = useTranslation("platform");
  return (text, fallback) => (text ? renderPlatformText(t, text) : fallback);
}

type RewardTexts = Pick<Reward, "title" | "description" | "titleText" | "descriptionText">;

/** A reward's title and description as the reader reads them: a gift card's in their language. */
export function useRewardTexts(): (reward: RewardTexts) => { title: string; description: string } {
  const text = usePlatformText();
  return (reward) => ({
    title: text(reward.titleText, reward.title),
    description: text(reward.descriptionText, reward.description),
  });
}

/** The same as usePlatformText's, outside a component, in the current language. */
export function platformTextOf(text: PlatformText | null, fallback: string): string {
  return text ? renderPlatformText(i18next.getFixedT(null, "platform"), text) : fallback;
}

/** A reward's title in the current language, outside a component. */
export function rewardTitleOf(reward: Pick<RewardTexts, "title" | "titleText">): string {
  return platformTextOf(reward.titleText, reward.title);
}
