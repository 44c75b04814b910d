import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n/i18n";
import { AppProviders } from "./providers";
import { routes } from "./routes";

afterEach(async () => {
  await act(() => setLanguage("en"));
});

describe("a language switch", () => {
  it("re-renders the page in place: typed values and focus stay, the labels change", async () => {
    // The app's routes and providers, as app.tsx renders them (a memory router in place of the
    // browser's): no key on the router, so nothing remounts.
    const router = createMemoryRouter(routes, { initialEntries: ["/auth/login"] });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const email = await screen.findByLabelText<HTMLInputElement>("Email");
    const password = screen.getByLabelText<HTMLInputElement>("Password");
    fireEvent.change(email, { target: { value: "kim@school.test" } });
    fireEvent.change(password, { target: { value: "Half-typed" } });
    password.focus();

    await act(() => setLanguage("es"));

    expect(await screen.findByLabelText("Correo electrónico")).toBe(email);
    expect(screen.getByLabelText("Contraseña")).toBe(password);
    expect(screen.queryByLabelText("Email")).toBeNull();
    expect(email.value).toBe("kim@school.test");
    expect(password.value).toBe("Half-typed");
    expect(document.activeElement).toBe(password);
    // Focusing the form starts loading the sign-in code; it arrives before the test environment goes.
    await import("@/features/auth/api/sign-in-actions");
  });
});
