import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RewardRow } from "./reward-row";

const COPY = {
  rewardInactive: "Inactive",
  edit: "Edit",
  deactivate: "Deactivate",
  activate: "Activate",
  delete: "Delete",
};

const reward = {
  id: "r1",
  title: "Movie night",
  description: "Pick the film",
  trophyCost: 50,
  stock: 0,
  isActive: false,
};

function renderRow(props: Partial<Parameters<typeof RewardRow<typeof reward>>[0]> = {}) {
  return render(
    <ul>
      <RewardRow
        reward={reward}
        copy={COPY}
        counts={<span>Redeemed 2 times</span>}
        onEdit={vi.fn()}
        onToggleActive={vi.fn()}
        {...props}
      />
    </ul>,
  );
}

describe("a reward's row in a manager's list", () => {
  it("names the row and each button with the reward's title", () => {
    renderRow();
    expect(screen.getByRole("listitem", { name: "Movie night" }).textContent).toContain("Inactive");
    expect(screen.getByRole("button", { name: "Edit: Movie night" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Activate: Movie night" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete: Movie night" })).toBeNull();
  });

  it("offers Delete only where the feature handles it, and hands back the reward", () => {
    const onDelete = vi.fn();
    renderRow({ onDelete });
    fireEvent.click(screen.getByRole("button", { name: "Delete: Movie night" }));
    expect(onDelete).toHaveBeenCalledWith(reward);
  });

  it("is focusable only when it has an id, and flags an empty stock only when asked", () => {
    const { unmount } = renderRow();
    const plain = screen.getByRole("listitem");
    expect(plain.hasAttribute("tabindex")).toBe(false);
    expect(screen.getByText(/Out of Stock/).className).not.toContain("text-red-700");
    unmount();

    renderRow({ id: "custom-reward-r1", flagOutOfStock: true });
    expect(screen.getByRole("listitem").getAttribute("tabindex")).toBe("-1");
    expect(screen.getByText(/Out of Stock/).className).toContain("text-red-700");
  });

  it("keeps the toggle waiting while its change is on its way", () => {
    renderRow({ toggling: true });
    expect(
      screen.getByRole<HTMLButtonElement>("button", { name: "Activate: Movie night" }).disabled,
    ).toBe(true);
  });
});
