import { useQuery } from "@tanstack/react-query";
import { giftCardsResponseSchema } from "@trophy/shared/schemas/student";
import { apiRequest } from "@/lib/api-client";
import { studentKeys } from "./student-keys";

/** The student's redeemed gift cards, with their whole codes (lists mask them). */
export async function getGiftCards() {
  const { giftCards } = await apiRequest("/api/students/gift-cards", {
    schema: giftCardsResponseSchema,
  });
  return giftCards;
}

export function useGiftCards() {
  return useQuery({ queryKey: studentKeys.giftCards, queryFn: getGiftCards });
}
