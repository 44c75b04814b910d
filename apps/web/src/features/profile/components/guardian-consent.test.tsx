import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { GuardianConsent as Consent } from "@trophy/shared/schemas/consent";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { formatLocalDate } from "@/lib/format";
import { startSession } from "@/lib/session";
import { mockFetch } from "@/test/fetch-mock";
import { GuardianConsent } from "./guardian-consent";

const AT = "2026-12-01T09:00:00.000Z";
const given: Consent = {
  consent: "given",
  parent: { name: "Pat Young", email: "pat@home.test" },
  at: AT,
};

function renderCard(consent: Consent) {
  startSession({
    user: {
      id: "s1",
      email: "maya@school.test",
      name: "Maya",
      user_type: "student",
      createdAt: AT,
      avatar: null,
      language: "en",
    },
    accessToken: "a",
    refreshToken: "r",
  });
  const calls = mockFetch((call) =>
    call.method === "GET"
      ? { status: 200, body: consent }
      : { status: 200, body: { message: "Disputed.", consentTicket: "tkt" } },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/student/profile", element: <GuardianConsent /> },
      { path: "/consent/ask", element: <h1>Consent step</h1> },
    ],
    { initialEntries: ["/student/profile"] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router };
}

describe("who agreed to a young student's account, on their profile", () => {
  it("names the parent/guide and the day", async () => {
    renderCard(given);
    expect(
      await screen.findByText(
        `Pat Young (pat@home.test) agreed to your account on ${formatLocalDate(AT)}.`,
      ),
    ).toBeTruthy();
  });

  it("after a question, says this is not their parent: on to the consent step, which forgets the session", async () => {
    const { calls, router } = renderCard(given);
    fireEvent.click(await screen.findByRole("button", { name: "This is not my parent" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Is this not your parent or guide?",
    });
    expect(dialog.textContent).toContain("Pat Young (pat@home.test)");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, this is not my parent" }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/consent/ask");
    });
    expect(router.state.location.state).toEqual({ ticket: "tkt", leaveSession: true });
    expect(calls.find((c) => c.method === "POST")?.path).toBe("/api/students/consent/dispute");
  });

  it("shows nothing when no consent is needed", async () => {
    const { calls } = renderCard({ consent: "not_needed", parent: null, at: null });
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    expect(screen.queryByRole("button")).toBeNull();
  });
});
