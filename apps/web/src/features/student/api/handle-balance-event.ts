import { i18next } from "@/lib/i18n/i18n";
import type { QueryClient } from "@tanstack/react-query";
import {
  balanceUpdateSchema,
  redemptionUpdateSchema,
  type BalanceEventType,
  type TrophiesResponse,
} from "@trophy/shared/schemas/student";
import { z } from "zod";
import { toast } from "@/lib/toast";
import { recordBalanceChange, refreshAfterBalanceChange } from "./record-balance-change";
import { studentKeys } from "./student-keys";
import { platformTextOf } from "@/lib/i18n/platform-text";

// Every event's data is {type, data} (docs/product.md §3, Balance-update event).
const connectedSchema = z.object({
  type: z.literal("connected"),
  data: z.object({ balance: z.number().int() }),
});
const balanceUpdateEventSchema = z.object({
  type: z.literal("balance_update"),
  data: balanceUpdateSchema,
});
const redemptionUpdateEventSchema = z.object({
  type: z.literal("redemption_update"),
  data: redemptionUpdateSchema,
});

/** "You earned 25 trophies: Quiz" (docs/product.md §4), in the student's language. */
function withDescription(text: string, description?: string): string {
  return description ? `${text}: ${description}` : text;
}

function parse<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(String(raw)));
    if (parsed.success) return parsed.data;
    console.error("Unexpected balance stream message", parsed.error.issues);
  } catch (error) {
    console.error("Unreadable balance stream message", error);
  }
  return null;
}

/**
 * Applies one event of the student's balance stream to the cache. An update sets the balance,
 * heads the history and, when trophies were earned, says so in a toast; an award an admin
 * reversed says that the trophies were taken back (never "You earned" for a deduction); the
 * student's own spending only updates, since the redeem screen has already said so.
 * `connected` reports the balance now: if the cache disagrees, something was missed, so reload.
 * `redemption_update` says a gift card was approved (docs/product.md §4): its code is read again.
 */
export function handleBalanceEvent(
  queryClient: QueryClient,
  type: BalanceEventType,
  raw: unknown,
): void {
  if (type === "connected") {
    const event = parse(connectedSchema, raw);
    const cached = queryClient.getQueryData<TrophiesResponse>(studentKeys.trophies);
    // A first read still on its way may have left the server before an entry the stream's
    // balance already counts (and whose event came before the stream): it is read again.
    const firstReadInFlight =
      cached === undefined &&
      queryClient.getQueryState(studentKeys.trophies)?.fetchStatus === "fetching";
    if (event && (firstReadInFlight || (cached && cached.balance !== event.data.balance))) {
      void queryClient.invalidateQueries({ queryKey: studentKeys.trophies });
      void refreshAfterBalanceChange(queryClient);
    } else {
      // An approval moves no trophies: one missed while the stream was down shows only here.
      void queryClient.invalidateQueries({ queryKey: studentKeys.redemptions });
    }
    return;
  }
  if (type === "redemption_update") {
    const event = parse(redemptionUpdateEventSchema, raw);
    if (!event) return;
    // The code is not on the stream: the redemption and the gift cards are read again.
    void queryClient.invalidateQueries({ queryKey: studentKeys.redemptions });
    void queryClient.invalidateQueries({ queryKey: studentKeys.giftCards });
    if (event.data.redemption.status === "completed") {
      toast({
        title: i18next.t("studentApproval:approvedToast"),
        description: event.data.redemption.rewardTitle,
      });
    }
    return;
  }
  if (type !== "balance_update") return;
  const event = parse(balanceUpdateEventSchema, raw);
  if (!event) return;
  const { newBalance, xpEarned, transaction } = event.data;
  const description = platformTextOf(transaction.descriptionText, event.data.description);
  void recordBalanceChange(queryClient, newBalance, transaction);
  if (xpEarned > 0 && transaction.kind === "refund") {
    toast({
      title: i18next.t("student:balanceUpdatedTitle"),
      description: withDescription(
        i18next.t("studentRefund:refunded", { count: xpEarned }),
        description,
      ),
    });
  } else if (xpEarned > 0) {
    toast({
      title: i18next.t("student:balanceUpdatedTitle"),
      description: withDescription(i18next.t("student:earned", { count: xpEarned }), description),
    });
  } else if (xpEarned < 0 && transaction.kind === "reversal") {
    toast({
      title: i18next.t("student:balanceUpdatedTitle"),
      description: withDescription(
        i18next.t("student:takenBack", { count: Math.abs(xpEarned) }),
        description,
      ),
    });
  }
}
