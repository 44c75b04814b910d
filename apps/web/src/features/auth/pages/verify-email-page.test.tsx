import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { mockFetch, type MockAnswer, type MockCall } from "@/test/fetch-mock";
import { VerifyEmailPage } from "./verify-email-page";

const PATH = "/auth/verify-email/tok123";

function renderPage(answer: (call: MockCall) => MockAnswer) {
  const calls = mockFetch(answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/auth/verify-email/:token", element: <VerifyEmailPage /> },
      { path: "/auth/forgot-password", element: <h1>Forgot</h1> },
      { path: "/consent/ask", element: <h1>Consent step</h1> },
    ],
    { initialEntries: [PATH] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return Object.assign(calls, { router });
}

const parentCheck = {
  status: 200,
  body: {
    userType: "parent_guide",
    requiresPassword: true,
    existingPassword: true,
    email: "pat@home.test",
  },
};

describe("the verify e-mail page for a parent/guide", () => {
  it("sends nothing by itself: it asks for the password chosen at sign-up, then verifies", async () => {
    const calls = renderPage((call) =>
      call.method === "GET"
        ? parentCheck
        : { status: 200, body: { success: true, message: "Email verified." } },
    );
    expect(await screen.findByRole("heading", { name: "Confirm your e-mail" })).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Enter your password.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "S3cretpass" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Email verified!")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      expect.objectContaining({ path: PATH, body: { password: "S3cretpass" } }),
    ]);
  });

  it("says a wrong password under the field, and offers a new password instead", async () => {
    renderPage((call) =>
      call.method === "GET"
        ? parentCheck
        : {
            status: 400,
            body: { error: "The password is incorrect", code: "wrong_password" },
          },
    );
    await screen.findByRole("heading", { name: "Confirm your e-mail" });
    const field = screen.getByLabelText("Password");
    fireEvent.change(field, { target: { value: "Wrong1pass" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("The password is incorrect")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/auth/forgot-password",
    );
  });
});

describe("the verify e-mail page for a young student", () => {
  const studentCheck = { status: 200, body: { userType: "student", requiresPassword: true } };
  const setPassword = () => {
    for (const label of ["Password", "Confirm Password"])
      fireEvent.change(screen.getByLabelText(label, { exact: true }), {
        target: { value: "S3cretpass" },
      });
    fireEvent.click(screen.getByRole("button", { name: /set password/i }));
  };

  it("goes on to the consent step with the ticket the answer carries", async () => {
    const { router } = renderPage((call) =>
      call.method === "GET"
        ? studentCheck
        : { status: 200, body: { success: true, message: "Verified.", consentTicket: "tkt" } },
    );
    await screen.findByRole("heading", { name: "Set your password" });
    setPassword();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/consent/ask");
    });
    expect(router.state.location.state).toEqual({ ticket: "tkt" });
  });

  it("says the account is ready when no parent must agree", async () => {
    const { router } = renderPage((call) =>
      call.method === "GET"
        ? studentCheck
        : { status: 200, body: { success: true, message: "Verified." } },
    );
    await screen.findByRole("heading", { name: "Set your password" });
    setPassword();
    expect(await screen.findByText("Email verified!")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/auth/verify-email/tok123");
  });
});
