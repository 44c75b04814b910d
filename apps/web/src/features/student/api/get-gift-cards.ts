import { useQuery } from "@tanstack/react-query";
import { LIST_MAX_LIMIT } from "@trophy/shared/constants";
import { giftCardsResponseSchema } from "@trophy/shared/schemas/student";
import { apiRequest } from "@/lib/api-client";
import { studentKeys } from "./student-keys";

/**
 * The student's redeemed gift cards, with their whole codes (lists mask them): as many as one
 * answer may hold, since the page searches and sorts them itself.
 */
export async function getGiftCards() {
  const { giftCards } = await apiRequest(`/api/students/gift-cards?limit=${LIST_MAX_LIMIT}`, {
    schema: giftCardsResponseSchema,
  });
  return giftCards;
}

export function useGiftCards() {
  return useQuery({ queryKey: studentKeys.giftCards, queryFn: getGiftCards });
}
