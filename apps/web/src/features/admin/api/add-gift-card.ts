import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  giftCardResponseSchema,
  type GiftCardFormValues,
  type GiftCardInput,
} from "@trophy/shared/schemas/gift-cards";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { invalidateStock } from "./invalidate-stock";

export type AdminGiftCard = z.infer<typeof giftCardResponseSchema>["giftCard"];

/** The form's parsed values; an empty expiration date or note is left out of the body. */
export async function addGiftCard(input: GiftCardInput): Promise<AdminGiftCard> {
  const body: GiftCardFormValues = input;
  const { giftCard } = await apiRequest("/api/admin/gift-cards", {
    method: "POST",
    body,
    schema: giftCardResponseSchema,
  });
  return giftCard;
}

/** Adds one gift card; inventory and dashboard reload on success. */
export function useAddGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGiftCard,
    onSuccess: () => invalidateStock(queryClient),
  });
}
