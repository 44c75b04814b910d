import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { AskParentStatus } from "@trophy/shared/schemas/consent";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { formatLocalDate } from "@/lib/format";
import { setLanguage } from "@/lib/i18n/i18n";
import { getUser, startSession } from "@/lib/session";
import { mockFetch, type MockAnswer, type MockCall } from "@/test/fetch-mock";
import { ConsentAskPage } from "./consent-ask-page";

const toConfirm: AskParentStatus = {
  state: "to_confirm",
  parentEmail: "pat@home.test",
  askedAt: null,
  deletionAt: null,
};
const asked = (parentEmail: string): AskParentStatus => ({
  state: "asked",
  parentEmail,
  askedAt: "2026-12-07T10:00:00.000Z",
  deletionAt: "2027-01-06T10:00:00.000Z",
});

function renderPage(answer: (call: MockCall) => MockAnswer, state: unknown = { ticket: "tkt" }) {
  const calls = mockFetch(answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/consent/ask", element: <ConsentAskPage /> },
      { path: "/auth/login", element: <h1>Login</h1> },
    ],
    { initialEntries: [{ pathname: "/consent/ask", state }] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router };
}

const field = () => screen.getByLabelText<HTMLInputElement>("Your parent or guide's e-mail");
const refusal = (status: number, code: string) => ({ status, body: { error: "x", code } });

afterEach(async () => {
  await act(() => setLanguage("en"));
});

describe("a young student's consent step", () => {
  it("shows the address typed at registration, sends the corrected one, then says where it went", async () => {
    const { calls } = renderPage((call) =>
      call.path === "/api/consent/ask/status"
        ? { status: 200, body: toConfirm }
        : { status: 200, body: asked("mum@home.test") },
    );
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Before we e-mail your parent or guide, check their address",
      }),
    ).toBeTruthy();
    expect(field().value).toBe("pat@home.test");
    expect(calls[0]).toMatchObject({ method: "POST", body: { ticket: "tkt" } });

    fireEvent.change(field(), { target: { value: " Mum@Home.test " } });
    fireEvent.click(screen.getByRole("button", { name: "Send the e-mail" }));
    const heading = await screen.findByRole("heading", {
      level: 1,
      name: "We e-mailed your parent or guide",
    });
    expect(calls[1]).toMatchObject({
      method: "POST",
      path: "/api/consent/ask",
      body: { ticket: "tkt", parentEmail: "mum@home.test" },
    });
    const page = document.body.textContent;
    expect(page).toContain(
      `We sent the e-mail to mum@home.test on ${formatLocalDate("2026-12-07T10:00:00.000Z")}.`,
    );
    expect(page).toContain(`until ${formatLocalDate("2027-01-06T10:00:00.000Z")}`);
    await waitFor(() => {
      expect(document.activeElement).toBe(heading);
    });
  });

  it("lets the child change a wrong address and ask again", async () => {
    const { calls } = renderPage((call) =>
      call.path === "/api/consent/ask/status"
        ? { status: 200, body: asked("pat@home.test") }
        : { status: 200, body: asked("pam@home.test") },
    );
    const change = await screen.findByRole("button", {
      name: "Wrong address? Change it and ask again",
    });
    expect(change.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(change);
    expect(field().value).toBe("pat@home.test");
    fireEvent.change(field(), { target: { value: "pam@home.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the e-mail again" }));
    expect(await screen.findByText(/We sent the e-mail to pam@home.test/)).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(["/api/consent/ask/status", "/api/consent/ask"]);
  });

  it("says the child's own address under the field, and a day's limit above the button", async () => {
    let next = refusal(400, "parent_email_is_student");
    renderPage((call) =>
      call.path === "/api/consent/ask/status" ? { status: 200, body: toConfirm } : next,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Send the e-mail" }));
    expect(
      await screen.findByText("This is your own address. Type your parent's or guide's address."),
    ).toBeTruthy();
    expect(field().getAttribute("aria-invalid")).toBe("true");

    next = refusal(429, "too_many_consent_mails");
    fireEvent.click(screen.getByRole("button", { name: "Send the e-mail" }));
    expect(
      await screen.findByText("You asked many times today. You can ask again tomorrow."),
    ).toBeTruthy();
    expect(field().getAttribute("aria-invalid")).toBeNull();
  });

  it("checks the address before sending it", async () => {
    const { calls } = renderPage(() => ({ status: 200, body: toConfirm }));
    fireEvent.change(await screen.findByLabelText("Your parent or guide's e-mail"), {
      target: { value: "pat@" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send the e-mail" }));
    expect(
      await screen.findByText("Type a whole e-mail address, like name@example.com."),
    ).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it("asks to sign in again when the ticket is too old", async () => {
    renderPage(() => refusal(401, "consent_ticket_invalid"));
    expect(await screen.findByRole("heading", { name: "Please sign in again" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth/login");
  });

  it("asks to sign in again when the ticket stops working while sending", async () => {
    renderPage((call) =>
      call.path === "/api/consent/ask/status"
        ? { status: 200, body: toConfirm }
        : refusal(401, "consent_ticket_invalid"),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Send the e-mail" }));
    expect(await screen.findByRole("heading", { name: "Please sign in again" })).toBeTruthy();
  });

  it("forgets the session the server ended, then reads the step", async () => {
    startSession({
      user: {
        id: "s1",
        email: "maya@school.test",
        name: "Maya",
        user_type: "student",
        createdAt: "2026-11-01T09:00:00.000Z",
        avatar: null,
        language: "en",
      },
      accessToken: "a",
      refreshToken: "r",
    });
    const { calls } = renderPage(() => ({ status: 200, body: toConfirm }), {
      ticket: "tkt",
      leaveSession: true,
    });
    expect(await screen.findByLabelText("Your parent or guide's e-mail")).toBeTruthy();
    expect(getUser()).toBeNull();
    expect(localStorage.getItem("authToken")).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.authorization).toBeNull();
  });

  it("asks nothing of the server without a ticket", async () => {
    const { calls } = renderPage(() => ({ status: 200, body: toConfirm }), null);
    expect(await screen.findByRole("heading", { name: "Please sign in again" })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("says the child can sign in once a parent agreed, in the reader's language", async () => {
    await act(() => setLanguage("es"));
    const { router } = renderPage(() => ({
      status: 200,
      body: { state: "given", parentEmail: null, askedAt: null, deletionAt: null },
    }));
    expect(
      await screen.findByText("Tu madre, padre o tutor aceptó. Ya puedes iniciar sesión."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Iniciar sesión" }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/auth/login");
    });
  });
});
