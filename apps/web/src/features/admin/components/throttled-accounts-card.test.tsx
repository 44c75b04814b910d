import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ThrottledAccounts } from "@trophy/shared/schemas/admin";
import { describe, expect, it } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { ThrottledAccountsCard } from "./throttled-accounts-card";

function renderCard(body: ThrottledAccounts) {
  const calls = mockFetch(() => ({ status: 200, body }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThrottledAccountsCard />
    </QueryClientProvider>,
  );
  return calls;
}

const until = "2026-11-02T10:15:00.000Z";

describe("the sign-in throttle on the Users page", () => {
  it("lists the accounts held back, slowed ones marked, with the refused addresses", async () => {
    const calls = renderCard({
      accounts: [
        {
          userId: "u1",
          email: "head@school.test",
          userType: "admin",
          failures: 40,
          slowed: true,
          refusedAddresses: [{ address: "203.0.113.9", failures: 12 }],
          refusedAddressCount: 3,
        },
      ],
      total: 1,
      refusedAddresses: [{ address: "198.51.100.7", failures: 1200 }],
      until,
    });
    expect(await screen.findByText("head@school.test")).toBeTruthy();
    expect(screen.getByText("Slowed")).toBeTruthy();
    expect(screen.getByText("Failed sign-ins: 40", { exact: false })).toBeTruthy();
    expect(screen.getByText("203.0.113.9 and 2 more", { exact: false })).toBeTruthy();
    expect(screen.getByText("Addresses refused on every account")).toBeTruthy();
    expect(screen.getByText("198.51.100.7")).toBeTruthy();
    expect(calls[0]?.path).toBe("/api/admin/throttled-accounts");
  });

  it("says so when nobody is held back", async () => {
    renderCard({ accounts: [], total: 0, refusedAddresses: [], until });
    expect(await screen.findByText("No account is held back by failed sign-ins.")).toBeTruthy();
  });
});
