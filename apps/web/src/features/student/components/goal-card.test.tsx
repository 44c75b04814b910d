import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import type { Goal, GoalResponse, Transaction } from "@trophy/shared/schemas/student";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch, type MockAnswer } from "@/test/fetch-mock";
import { useGoal } from "../api/get-goal";
import { takeGoalCelebration } from "../api/goal-celebration";
import { useTrophies } from "../api/get-trophies";
import { recordBalanceChange } from "../api/record-balance-change";
import { GoalCard } from "./goal-card";

afterEach(() => {
  takeGoalCelebration();
});

const REACHED_AT = "2026-11-02T10:00:01.000Z";

const goal = (balance: number, extra: Partial<Goal> = {}): GoalResponse => ({
  goal: {
    reward: {
      id: "8c1f6a52-5b1e-4d4c-9f0e-6f1f0d6b2a11",
      title: "Bike ride",
      description: "",
      titleText: null,
      descriptionText: null,
      trophyCost: 100,
      rewardType: "custom",
      fulfillmentType: "manual",
      availableCount: null,
      isActive: true,
      customForStudent: "s1",
      picture: null,
    },
    balance,
    missing: Math.max(0, 100 - balance),
    reached: balance >= 100,
    reachedAt: null,
    celebrate: false,
    createdAt: "2026-11-01T10:00:00.000Z",
    ...extra,
  },
});

function Dashboard() {
  return <GoalCard goal={useGoal()} trophies={useTrophies()} />;
}

/** The dashboard's goal card; each goal read takes the next answer (the last one repeats). */
function setUp(goals: (GoalResponse | Promise<GoalResponse>)[], balance: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answers = [...goals];
  mockFetch(async (call): Promise<MockAnswer> => {
    if (call.path !== "/api/students/goal") {
      return { status: 200, body: { balance, history: [], total: 0 } };
    }
    const next = answers.length > 1 ? answers.shift() : answers[0];
    return { status: 200, body: await next };
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  render(<Dashboard />, { wrapper });
  return client;
}

const award = (id: string, amount: number): Transaction => ({
  id,
  description: "Quiz",
  descriptionText: null,
  trophyAmount: amount,
  createdAt: "2026-11-02T10:00:00.000Z",
  kind: "award",
});

async function barAt(value: string) {
  const bar = await screen.findByRole("progressbar", { name: "Progress toward Bike ride" });
  await waitFor(() => {
    expect(bar.getAttribute("aria-valuenow")).toBe(value);
  });
}

describe("the goal card", () => {
  it("moves its bar with the live balance and celebrates the one answer that says so", async () => {
    const client = setUp(
      [goal(40), goal(100, { celebrate: true, reachedAt: REACHED_AT }), goal(100)],
      40,
    );
    await barAt("40");
    expect(screen.getByText("40 of 100 trophies")).toBeTruthy();
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");

    await act(() => recordBalanceChange(client, 100, award("t1", 60)));
    await waitFor(() => {
      expect(status.textContent).toBe("Goal reached! You can redeem Bike ride now.");
    });
    await barAt("100");
    // The next read says nothing more; the message stays until the page is left.
    await act(() => recordBalanceChange(client, 110, award("t2", 10)));
    expect(status.textContent).toBe("Goal reached! You can redeem Bike ride now.");
  });

  it("celebrates even when the celebrating read was superseded by a newer one", async () => {
    let celebrating!: (answer: GoalResponse) => void;
    const slow = new Promise<GoalResponse>((resolve) => {
      celebrating = resolve;
    });
    const client = setUp([goal(40), slow, goal(100, { reachedAt: REACHED_AT })], 40);
    await barAt("40");
    const status = screen.getByRole("status");

    // Two balance changes in a row: the second re-read cancels the first, still on its way.
    await act(async () => {
      await recordBalanceChange(client, 100, award("t1", 60));
      await recordBalanceChange(client, 105, award("t2", 5));
    });
    await act(async () => {
      celebrating(goal(100, { celebrate: true, reachedAt: REACHED_AT }));
      await slow;
    });
    await waitFor(() => {
      expect(status.textContent).toBe("Goal reached! You can redeem Bike ride now.");
    });
  });

  it("offers a way to choose a goal when there is none", async () => {
    setUp([{ goal: null }], 0);
    const region = await screen.findByRole("region", { name: "Your Goal" });
    await within(region).findByRole("link", { name: "Choose a goal" });
  });
});
