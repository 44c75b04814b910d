import type { Denomination } from "@trophy/shared/rules/gift-card-offering";
import { and, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { giftCards } from "../../db/schema";
import { usdToCents } from "./gift-card-view";

/** Cards a student can get now: not redeemed, not expired. */
export const availableCard = () =>
  and(
    isNull(giftCards.redeemedAt),
    or(isNull(giftCards.expiresAt), gt(giftCards.expiresAt, sql`now()`)),
  );

/** The cards of one denomination: card type, dollar amount and trophy cost. */
export const ofDenomination = (d: Denomination): SQL =>
  sql`${and(
    eq(giftCards.cardType, d.cardType),
    eq(giftCards.usdCents, usdToCents(d.usdAmount)),
    eq(giftCards.trophyCost, d.trophyCost),
  )}`;
