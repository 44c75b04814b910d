import { and, gt, isNull, or, sql } from "drizzle-orm";
import { giftCards } from "../../db/schema";

/** Cards a student can get now: not redeemed, not expired. */
export const availableCard = () =>
  and(
    isNull(giftCards.redeemedAt),
    or(isNull(giftCards.expiresAt), gt(giftCards.expiresAt, sql`now()`)),
  );
