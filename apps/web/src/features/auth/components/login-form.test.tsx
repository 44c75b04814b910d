import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n/i18n";
import { mockFetch } from "@/test/fetch-mock";
import { LoginForm } from "./login-form";

function renderForm(defaultEmail?: string) {
  const router = createMemoryRouter(
    [
      { path: "/auth/login", element: <LoginForm defaultEmail={defaultEmail} /> },
      { path: "/", element: <h1>Home</h1> },
      { path: "/consent/ask", element: <h1>Consent step</h1> },
    ],
    { initialEntries: ["/auth/login"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const email = () => screen.getByLabelText<HTMLInputElement>("Email");
const password = () => screen.getByLabelText<HTMLInputElement>("Password");
const submit = () => {
  fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
};

afterEach(async () => {
  await act(() => setLanguage("en"));
});

describe("the login form", () => {
  it("checks both fields on submit, with the shared rules' words, and focuses the first", () => {
    renderForm();
    submit();
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(document.activeElement).toBe(email());
    expect(email().getAttribute("aria-invalid")).toBe("true");
  });

  it("names the problems in the reader's language, and again after a switch", async () => {
    await act(() => setLanguage("es"));
    renderForm();
    fireEvent.change(screen.getByLabelText("Correo electrónico"), {
      target: { value: "not-an-address" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    expect(screen.getByText("Escribe una dirección de correo electrónico válida")).toBeTruthy();
    expect(screen.getByText("La contraseña es obligatoria")).toBeTruthy();
    await act(() => setLanguage("en"));
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
  });

  it("checks a field again as it changes once the form was sent", () => {
    renderForm();
    fireEvent.change(email(), { target: { value: "not-an-address" } });
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    submit();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(document.activeElement).toBe(email());
    fireEvent.change(email(), { target: { value: "kim@school.test" } });
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    expect(screen.getByText("Password is required")).toBeTruthy();
  });

  it("sends the e-mail trimmed and lower-cased, and shows the refusal's banner", async () => {
    const calls = mockFetch(() => ({
      status: 401,
      body: { error: "Invalid credentials", code: "invalid_credentials" },
    }));
    renderForm("  Kim@School.TEST ");
    fireEvent.change(password(), { target: { value: "Wrong1Password" } });
    submit();
    expect(await screen.findByText("Invalid Credentials")).toBeTruthy();
    expect(calls[0]).toMatchObject({
      path: "/auth/login",
      method: "POST",
      body: { email: "kim@school.test", password: "Wrong1Password" },
    });
  });

  it("signs in, keeps the session and goes home", async () => {
    const user = {
      id: "u1",
      email: "kim@school.test",
      name: "Kim",
      user_type: "student",
      createdAt: "2026-11-26T10:00:00.000Z",
      avatar: null,
      language: "en",
    };
    mockFetch(() => ({ status: 200, body: { user, accessToken: "a", refreshToken: "r" } }));
    const router = renderForm("kim@school.test");
    fireEvent.change(password(), { target: { value: "S3cretpass" } });
    submit();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/");
    });
    expect(localStorage.getItem("authToken")).toBe("a");
  });

  it("takes a young student waiting for consent to their consent step, with its ticket", async () => {
    mockFetch(() => ({
      status: 403,
      body: { error: "Wait", code: "parental_consent_required", consentTicket: "tkt" },
    }));
    const router = renderForm("kim@school.test");
    fireEvent.change(password(), { target: { value: "S3cretpass" } });
    submit();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/consent/ask");
    });
    expect(router.state.location.state).toEqual({ ticket: "tkt" });
    expect(localStorage.getItem("authToken")).toBeNull();
  });

  it("keeps the banner of a refusal for consent that carries no ticket", async () => {
    mockFetch(() => ({
      status: 403,
      body: { error: "Wait", code: "parental_consent_required" },
    }));
    const router = renderForm("kim@school.test");
    fireEvent.change(password(), { target: { value: "S3cretpass" } });
    submit();
    expect(await screen.findByText("A parent has been asked")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/auth/login");
  });
});
