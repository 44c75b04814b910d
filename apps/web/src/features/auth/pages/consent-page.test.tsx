import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n/i18n";
import { clearSession, startSession } from "@/lib/session";
import { mockFetch, type MockAnswer, type MockCall } from "@/test/fetch-mock";
import { ConsentPage } from "./consent-page";

const PATH = "/consent/tok123";
const pending = {
  status: 200,
  body: {
    status: "pending",
    studentName: "Maya",
    noticeVersion: "2026-11",
    expiresAt: "2026-12-01T10:00:00.000Z",
  },
};
const parent = {
  id: "p1",
  email: "pat@home.test",
  name: "Pat",
  user_type: "parent_guide" as const,
  createdAt: "2026-01-01T00:00:00.000Z",
  avatar: null,
  language: "en" as const,
};

function renderPage(answer: (call: MockCall) => MockAnswer) {
  const calls = mockFetch(answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/consent/:token", element: <ConsentPage /> },
      { path: "/auth/login", element: <h1>Sign in</h1> },
      { path: "/auth/register", element: <h1>Register</h1> },
      { path: "/parent/students", element: <h1>Students</h1> },
    ],
    { initialEntries: [PATH] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router };
}

afterEach(async () => {
  clearSession();
  sessionStorage.clear();
  await act(() => setLanguage("en"));
});

describe("the consent page", () => {
  it("says what is kept and why, the apps and rewards, how to withdraw, the notice and the wait", async () => {
    renderPage(() => pending);
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Maya would like to use Trophy Rewards",
      }),
    ).toBeTruthy();
    const page = document.body.textContent;
    for (const text of [
      "Their month and year of birth",
      "The trophies they earn, and what they redeem them for.",
      "third parties",
      "gift cards and other rewards",
      "withdraw your consent at any time from Maya's page",
      "Notice version 2026-11",
      "This request waits until",
    ])
      expect(page).toContain(text);
  });

  it("leads a signed-out visitor to sign in or register as a parent/guide, and back", async () => {
    const { calls, router } = renderPage(() => pending);
    const agree = await screen.findByRole("button", { name: "I agree" });
    expect(agree.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(agree);
    expect(agree.getAttribute("aria-expanded")).toBe("true");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    expect(sessionStorage.getItem("trophy.consentReturn")).toBe(PATH);
    fireEvent.click(screen.getByRole("link", { name: "Create a parent/guide account" }));
    expect(router.state.location.pathname).toBe("/auth/register");
    expect(router.state.location.state).toEqual({ userType: "parent_guide" });
  });

  it("lets a signed-in parent/guide agree, then says so", async () => {
    startSession({ user: parent, accessToken: "a", refreshToken: "r" });
    const { calls } = renderPage((call) =>
      call.method === "POST" ? { status: 200, body: { message: "Consent given." } } : pending,
    );
    fireEvent.click(await screen.findByRole("button", { name: "I agree" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Consent given" })).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.path).toBe("/api/consent/tok123/accept");
    expect(screen.getByRole("link", { name: "Go to your students" })).toBeTruthy();
  });

  it("asks another role's account to log out first, and comes back after the sign-in", async () => {
    startSession({
      user: { ...parent, id: "d1", email: "dev@apps.test", user_type: "developer" },
      accessToken: "a",
      refreshToken: "r",
    });
    const { calls, router } = renderPage((call) =>
      call.path === "/auth/logout" ? { status: 200, body: { message: "Bye." } } : pending,
    );
    fireEvent.click(await screen.findByRole("button", { name: "I agree" }));
    expect(screen.getByText(/not a parent\/guide's/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Log out and sign in as a parent/guide" }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/auth/login");
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain("POST /auth/logout");
    expect(localStorage.getItem("user")).toBeNull();
    expect(sessionStorage.getItem("trophy.consentReturn")).toBe(PATH);
  });

  it("asks before not agreeing, which deletes the account", async () => {
    const { calls } = renderPage((call) =>
      call.method === "POST" ? { status: 200, body: { message: "Deleted." } } : pending,
    );
    fireEvent.click(await screen.findByRole("button", { name: "I do not agree" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Maya's account?" });
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete the account" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "You did not agree" }),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.path).toBe("/api/consent/tok123/refuse");
  });

  it("shows answered, expired and unknown links for what they are, in the reader's language", async () => {
    await act(() => setLanguage("es"));
    renderPage(() => ({ status: 404, body: { error: "x", code: "consent_request_not_found" } }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Este enlace no funciona" }),
    ).toBeTruthy();
  });

  it.each([
    ["consented", "Consent given"],
    ["refused", "You did not agree"],
    ["expired", "This request has expired"],
  ])("shows a %s request", async (status, title) => {
    renderPage(() => ({ status: 200, body: { ...pending.body, status } }));
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "I agree" })).toBeNull();
  });
});
