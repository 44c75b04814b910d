import { fireEvent, render, screen, within } from "@testing-library/react";
import type { Transaction } from "@trophy/shared/schemas/student";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TransactionsPanel } from "./transactions-panel";

// An empty filter links to the offerings, so the panel renders inside a router.
const renderPanel = (history: readonly Transaction[]) =>
  render(<TransactionsPanel history={history} />, { wrapper: MemoryRouter });

const entry = (id: string, trophyAmount: number, kind: Transaction["kind"]): Transaction => ({
  id,
  description: `${kind} ${id}`,
  descriptionText: null,
  trophyAmount,
  createdAt: "2026-11-01T10:00:00.000Z",
  kind,
});

const history = [
  entry("1", 30, "award"),
  entry("2", -10, "redemption"),
  entry("3", -30, "reversal"),
  entry("4", 5, "award"),
];

function shown(): string[] {
  return within(screen.getByRole("list"))
    .getAllByRole("listitem")
    .map((item) => /(award|redemption|reversal) \d/.exec(item.textContent)?.[0] ?? "");
}

describe("the history's transaction filters", () => {
  it("shows everything, newest first as given, by default", () => {
    renderPanel(history);
    expect(shown()).toEqual(["award 1", "redemption 2", "reversal 3", "award 4"]);
    expect(screen.getByRole("button", { name: "All" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("Earnings: awards and the reversals that correct them", () => {
    renderPanel(history);
    fireEvent.click(screen.getByRole("button", { name: "Earnings" }));
    expect(shown()).toEqual(["award 1", "reversal 3", "award 4"]);
  });

  it("Redemptions: only what the student spent", () => {
    renderPanel(history);
    fireEvent.click(screen.getByRole("button", { name: "Redemptions" }));
    expect(shown()).toEqual(["redemption 2"]);
  });

  it("says so when a filter leaves nothing", () => {
    renderPanel([entry("1", 30, "award")]);
    fireEvent.click(screen.getByRole("button", { name: "Redemptions" }));
    expect(screen.getByText("No transactions to show.")).toBeTruthy();
  });
});
