import { useMutation } from "@tanstack/react-query";
import { messageResponseSchema } from "@trophy/shared/schemas/common";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";

/** The answer: the student's sessions are over, and their consent step goes on with this ticket. */
const disputeResponseSchema = messageResponseSchema.extend({ consentTicket: z.string().min(1) });

/**
 * "This is not my parent": the link to the adult who agreed is frozen, the admins are told and
 * the account waits for a parent's consent again (docs/product.md, Privacy).
 */
export function disputeConsent(): Promise<z.infer<typeof disputeResponseSchema>> {
  return apiRequest("/api/students/consent/dispute", {
    method: "POST",
    schema: disputeResponseSchema,
  });
}

export function useDisputeConsent() {
  return useMutation({ mutationFn: disputeConsent });
}
