import { QueryClient } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { Transaction, TrophiesResponse } from "@trophy/shared/schemas/student";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useToasts } from "@/lib/toast";
import { handleBalanceEvent } from "./handle-balance-event";
import { recordBalanceChange } from "./record-balance-change";
import { studentKeys } from "./student-keys";

const entry = (id: string, trophyAmount: number, kind: Transaction["kind"]): Transaction => ({
  id,
  description: `entry ${id}`,
  descriptionText: null,
  trophyAmount,
  createdAt: "2026-11-01T10:00:00.000Z",
  kind,
});

const older = entry("t1", 50, "award");
let queryClient: QueryClient;

function cached(): TrophiesResponse | undefined {
  return queryClient.getQueryData<TrophiesResponse>(studentKeys.trophies);
}
const invalidated = (key: readonly string[]) =>
  queryClient.getQueryState(key)?.isInvalidated ?? false;

/** The toasts on screen (a dismissed one leaves the queue only later). */
function toasts() {
  const { result } = renderHook(() => useToasts());
  return () => result.current.filter((t) => t.open).map((t) => [t.title, t.description]);
}

const update = (newBalance: number, xpEarned: number, description: string, t: Transaction) =>
  JSON.stringify({
    type: "balance_update",
    data: { newBalance, xpEarned, description, transaction: t },
  });

beforeEach(() => {
  queryClient = new QueryClient();
  queryClient.setQueryData<TrophiesResponse>(studentKeys.trophies, {
    balance: 50,
    history: [older],
    total: 1,
  });
  for (const key of [studentKeys.rewards, studentKeys.redemptions, studentKeys.giftCards]) {
    queryClient.setQueryData(key, { cached: true });
  }
});

async function settle() {
  await vi.waitFor(() => {
    expect(invalidated(studentKeys.giftCards)).toBe(true);
  });
}

describe("balance_update", () => {
  it("sets the balance, heads the history, counts the entry and says what was earned", async () => {
    const shown = toasts();
    const award = entry("t2", 25, "award");
    handleBalanceEvent(queryClient, "balance_update", update(75, 25, "Quiz", award));
    await settle();
    expect(cached()).toEqual({ balance: 75, history: [award, older], total: 2 });
    expect(shown()).toEqual([["Trophy Balance Updated!", "You earned 25 trophies: Quiz"]]);
    // What a balance change can alter elsewhere reloads.
    expect(invalidated(studentKeys.rewards)).toBe(true);
    expect(invalidated(studentKeys.redemptions)).toBe(true);
  });

  it("records an entry reported twice once", async () => {
    const award = entry("t2", 25, "award");
    handleBalanceEvent(queryClient, "balance_update", update(75, 25, "", award));
    handleBalanceEvent(queryClient, "balance_update", update(75, 25, "", award));
    await settle();
    await vi.waitFor(() => {
      expect(cached()).toEqual({ balance: 75, history: [award, older], total: 2 });
    });
  });

  it("says trophies were taken back for a reversal, never that they were earned", async () => {
    const shown = toasts();
    const reversal = entry("t3", -20, "reversal");
    handleBalanceEvent(queryClient, "balance_update", update(30, -20, "Cheating", reversal));
    await settle();
    expect(cached()?.balance).toBe(30);
    expect(shown()).toEqual([["Trophy Balance Updated!", "20 trophies were taken back: Cheating"]]);
  });

  it("only updates for the student's own spending: the redeem screen has said so", async () => {
    const shown = toasts();
    const redemption = entry("t4", -10, "redemption");
    handleBalanceEvent(queryClient, "balance_update", update(40, -10, "Gift card", redemption));
    await settle();
    expect(cached()).toEqual({ balance: 40, history: [redemption, older], total: 2 });
    expect(shown()).toEqual([]);
  });

  it("ignores a message it cannot read", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const shown = toasts();
    handleBalanceEvent(queryClient, "balance_update", "{not json");
    handleBalanceEvent(queryClient, "balance_update", JSON.stringify({ type: "balance_update" }));
    expect(cached()?.balance).toBe(50);
    expect(shown()).toEqual([]);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it("reloads the balance instead when none is cached yet", async () => {
    queryClient.removeQueries({ queryKey: studentKeys.trophies });
    await recordBalanceChange(queryClient, 75, entry("t2", 25, "award"));
    expect(cached()).toBeUndefined();
    expect(invalidated(studentKeys.rewards)).toBe(true);
  });
});

describe("connected", () => {
  it("reloads when the cached balance differs from the stream's: something was missed", async () => {
    handleBalanceEvent(
      queryClient,
      "connected",
      JSON.stringify({ type: "connected", data: { balance: 80 } }),
    );
    expect(invalidated(studentKeys.trophies)).toBe(true);
    await settle();
  });

  it("reads the balance again when its first read is still on its way", async () => {
    const fresh = new QueryClient();
    let answer: (value: TrophiesResponse) => void = () => undefined;
    // The read the stream overtakes: invalidated, a screen's query reads again.
    const firstRead = fresh
      .query({
        queryKey: studentKeys.trophies,
        queryFn: () =>
          new Promise<TrophiesResponse>((resolve) => {
            answer = resolve;
          }),
      })
      .catch(() => "cancelled");
    handleBalanceEvent(
      fresh,
      "connected",
      JSON.stringify({ type: "connected", data: { balance: 80 } }),
    );
    expect(fresh.getQueryState(studentKeys.trophies)?.isInvalidated).toBe(true);
    answer({ balance: 0, history: [], total: 0 });
    await firstRead;
    fresh.clear();
  });

  it("changes nothing when the balances agree", () => {
    handleBalanceEvent(
      queryClient,
      "connected",
      JSON.stringify({ type: "connected", data: { balance: 50 } }),
    );
    expect(invalidated(studentKeys.trophies)).toBe(false);
    expect(invalidated(studentKeys.giftCards)).toBe(false);
  });

  it("ignores heartbeats", () => {
    handleBalanceEvent(queryClient, "heartbeat", JSON.stringify({ type: "heartbeat", data: {} }));
    expect(cached()).toEqual({ balance: 50, history: [older], total: 1 });
  });
});
