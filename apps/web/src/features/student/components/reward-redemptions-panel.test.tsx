import { render, screen, within } from "@testing-library/react";
import type { Redemption } from "@trophy/shared/schemas/student";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { i18next } from "@/lib/i18n/i18n";
import { RewardRedemptionsPanel } from "./reward-redemptions-panel";

afterEach(async () => {
  await i18next.changeLanguage("en");
});

// The empty list links to the offerings, so the panel renders inside a router.
const renderPanel = (redemptions: readonly Redemption[]) =>
  render(<RewardRedemptionsPanel redemptions={redemptions} />, { wrapper: MemoryRouter });

const redemption = (
  rewardTitle: string,
  rewardType: Redemption["rewardType"],
  status: Redemption["status"],
  extra: Partial<Redemption> = {},
): Redemption => ({
  id: rewardTitle,
  rewardId: rewardTitle,
  rewardTitle,
  rewardTitleText: null,
  rewardType,
  trophyCost: 20,
  status,
  createdAt: "2026-11-01T10:00:00.000Z",
  fulfilledAt: null,
  declinedAt: null,
  declineReason: null,
  ...extra,
});

const item = (name: string) =>
  within(screen.getByRole("list", { name: "Rewards you redeemed" })).getByRole("listitem", {
    name,
  });

describe("the history's rewards with their states", () => {
  it("says whether each waits, was fulfilled or was declined (with why and the refund)", () => {
    renderPanel([
      redemption("Homework pass", "base", "pending"),
      redemption("Movie night", "custom", "fulfilled", { fulfilledAt: "2026-11-02T10:00:00Z" }),
      redemption("Extra recess", "base", "declined", {
        declinedAt: "2026-11-03T10:00:00Z",
        declineReason: "Recess is cancelled this week",
      }),
    ]);
    expect(item("Homework pass").textContent).toContain("Waiting");
    expect(item("Homework pass").textContent).toContain("Base reward");
    expect(item("Movie night").textContent).toContain("Fulfilled");
    expect(item("Movie night").textContent).toContain("Custom reward");
    const declined = item("Extra recess").textContent;
    expect(declined).toContain("Declined");
    expect(declined).toContain("20 trophies came back. Reason: Recess is cancelled this week");
  });

  it("reads in Spanish", async () => {
    await i18next.changeLanguage("es");
    renderPanel([redemption("Pase de deberes", "base", "pending")]);
    expect(
      within(screen.getByRole("list", { name: "Recompensas que canjeaste" })).getByRole("listitem")
        .textContent,
    ).toContain("En espera");
  });

  it("says so when nothing was redeemed, with a way to the offerings", () => {
    renderPanel([]);
    expect(screen.getByText(/No rewards redeemed yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse Offerings" }).getAttribute("href")).toBe(
      "/student/offerings",
    );
  });
});
