import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n/i18n";
import { mockFetch, type MockCall } from "@/test/fetch-mock";
import { RegisterForm } from "./register-form";

const thisYear = new Date().getUTCFullYear();
const registered = {
  status: 201,
  body: {
    message: "Account created.",
    user: {
      id: "u1",
      email: "kim@school.test",
      name: "Kim",
      user_type: "student",
      createdAt: "2026-01-01T00:00:00.000Z",
      avatar: null,
      language: "en",
    },
  },
};

function renderForm(consentAge = 13, state?: unknown) {
  const calls = mockFetch((call: MockCall) =>
    call.path === "/api/consent/settings"
      ? { status: 200, body: { parentalConsentAge: consentAge } }
      : registered,
  );
  const router = createMemoryRouter(
    [
      { path: "/auth/register", element: <RegisterForm /> },
      { path: "/auth/login", element: <h1>Sign in</h1> },
    ],
    { initialEntries: [{ pathname: "/auth/register", state }] },
  );
  render(<RouterProvider router={router} />);
  return { calls, router };
}

function fillStudent(birthYear: number) {
  fireEvent.change(screen.getByLabelText("Full Name"), { target: { value: "Kim" } });
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "kim@school.test" } });
  fireEvent.change(screen.getByLabelText("Month"), { target: { value: "3" } });
  fireEvent.change(screen.getByLabelText("Year"), { target: { value: String(birthYear) } });
}
const submit = () => {
  fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
};

afterEach(async () => {
  await act(() => setLanguage("en"));
});

describe("a student's registration", () => {
  it("asks the month and year of birth", async () => {
    const { calls } = renderForm();
    fireEvent.change(screen.getByLabelText("Full Name"), { target: { value: "Kim" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "kim@school.test" } });
    submit();
    expect(await screen.findByText("Please choose the month you were born")).toBeTruthy();
    expect(screen.getByText("Please choose the year you were born")).toBeTruthy();
    expect(calls.filter((c) => c.path === "/auth/register")).toHaveLength(0);
  });

  it("under the consent age, asks a parent's address and says why, then sends it", async () => {
    const { calls, router } = renderForm();
    fillStudent(thisYear - 9);
    const parent = await screen.findByLabelText("Parent or guide's email");
    expect(screen.getByText(/You are under 13/)).toBeTruthy();
    submit();
    expect(await screen.findByText("Your parent or guide's email is required")).toBeTruthy();
    fireEvent.change(parent, { target: { value: "pat@home.test" } });
    submit();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/auth/login");
    });
    expect(calls.find((c) => c.path === "/auth/register")?.body).toMatchObject({
      userType: "student",
      birthYear: thisYear - 9,
      birthMonth: 3,
      parentEmail: "pat@home.test",
    });
    expect(router.state.location.state).toMatchObject({ parentEmail: "pat@home.test" });
  });

  it("asks no parent of an older student, nor when the installation turned consent off", async () => {
    const { calls } = renderForm(0);
    fillStudent(thisYear - 9);
    await waitFor(() => {
      expect(calls.map((c) => c.path)).toContain("/api/consent/settings");
    });
    await act(() => Promise.resolve());
    expect(screen.queryByLabelText("Parent or guide's email")).toBeNull();
    fireEvent.change(screen.getByLabelText("Year"), { target: { value: String(thisYear - 20) } });
    expect(screen.queryByLabelText("Parent or guide's email")).toBeNull();
  });

  it("starts as a parent/guide's registration when a consent link sent the reader", async () => {
    renderForm(13, { userType: "parent_guide" });
    await waitFor(() => {
      expect(
        screen.getByRole("radio", { name: /Parent\/Guide/ }).getAttribute("aria-checked"),
      ).toBe("true");
    });
    expect(screen.queryByLabelText("Month")).toBeNull();
  });
});
