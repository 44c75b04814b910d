import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";

/** A feature's mutation that decides one redemption (its react-query `useMutation`). */
export interface FulfillmentMutation<V> {
  mutate: (
    variables: V,
    options: { onSuccess: () => void; onError: (error: unknown) => void; onSettled: () => void },
  ) => void;
  isPending: boolean;
}

/**
 * What deciding a redemption reports: the reward's title in a toast and the feature told, or the
 * server's sentence in a toast (another parent/guide or the admin may have decided it first); the
 * dialog closes either way.
 */
export function fulfillmentOutcome<F extends Fulfillment>(
  fulfillment: F,
  texts: { done: string; failed: string },
  onClose: () => void,
  onDone?: (fulfillment: F) => void,
) {
  return {
    onSuccess: () => {
      toast({ title: texts.done, description: fulfillment.rewardTitle });
      onDone?.(fulfillment);
    },
    onError: (error: unknown) => {
      toastFailure(error, texts.failed);
    },
    onSettled: onClose,
  };
}
