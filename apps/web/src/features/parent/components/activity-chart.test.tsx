import { render, screen, within } from "@testing-library/react";
import type { ActivityDay } from "@trophy/shared/schemas/parent";
import { describe, expect, it } from "vitest";
import { ActivityChart } from "./activity-chart";

/** Thirty days ending 2026-11-30, with the given figures on some of them. */
function month(figures: Record<string, { earned?: number; spent?: number }> = {}): ActivityDay[] {
  return Array.from({ length: 30 }, (_, i) => {
    const date = `2026-11-${String(i + 1).padStart(2, "0")}`;
    return { date, earned: figures[date]?.earned ?? 0, spent: figures[date]?.spent ?? 0 };
  });
}

describe("ActivityChart", () => {
  it("names the picture with the month's totals and lists the active days as figures", () => {
    render(
      <ActivityChart
        name="Ada"
        days={month({
          "2026-11-03": { earned: 1200 },
          "2026-11-20": { earned: 15, spent: 30 },
        })}
      />,
    );
    expect(
      screen.getByRole("img", {
        name: "Trophies of Ada in the last 30 days: 1,215 earned, 30 spent.",
      }).textContent,
    ).toBe("");
    const table = screen.getByRole("table", { hidden: true });
    const rows = within(table)
      .getAllByRole("row", { hidden: true })
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    // The header, then the two days with anything, newest first.
    expect(rows).toEqual([
      ["Day", "Earned", "Spent"],
      ["Nov 20", "15", "30"],
      ["Nov 3", "1,200", "0"],
    ]);
  });

  it("says so when nothing happened, instead of an empty chart", () => {
    render(<ActivityChart name="Ada" days={month()} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("No trophies earned or spent in the last 30 days.").tagName).toBe("P");
  });

  it("leaves the name out of the summary while it is unknown", () => {
    render(<ActivityChart name="" days={month({ "2026-11-30": { spent: 5 } })} />);
    expect(
      screen.getAllByRole("img", { name: "Trophies in the last 30 days: 0 earned, 5 spent." }),
    ).toHaveLength(1);
  });
});
