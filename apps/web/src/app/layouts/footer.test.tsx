import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { User } from "@trophy/shared/schemas/user";
import { currentLanguage, setLanguage } from "@/lib/i18n/i18n";
import { clearSession, getUser, startSession } from "@/lib/session";
import { mockFetch } from "@/test/fetch-mock";
import { Footer } from "./footer";

const user: User = {
  id: "u1",
  email: "ana@example.com",
  name: "Ana",
  user_type: "parent_guide",
  createdAt: "2026-01-01T00:00:00.000Z",
  avatar: null,
  language: "en",
};

function renderFooter() {
  const router = createMemoryRouter([{ path: "/", element: <Footer /> }]);
  render(<RouterProvider router={router} />);
}
const choose = (language: string) => {
  fireEvent.change(screen.getByRole("combobox"), { target: { value: language } });
};

afterEach(() => {
  clearSession();
  void setLanguage("en");
});

describe("the footer's language switch", () => {
  it("signed in, makes the choice the account's too", async () => {
    startSession({ user, accessToken: "a", refreshToken: "r" });
    const calls = mockFetch((call) => ({
      status: 200,
      body: { user: { ...user, ...(call.body as object) } },
    }));
    renderFooter();
    choose("es");
    expect(currentLanguage()).toBe("es");
    await waitFor(() => {
      expect(getUser()?.language).toBe("es");
    });
    expect(calls).toMatchObject([
      { path: "/api/users/profile", method: "PUT", body: { language: "es" } },
    ]);
    expect(currentLanguage()).toBe("es");
  });

  it("signed out, only switches the page", () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderFooter();
    choose("es");
    expect(currentLanguage()).toBe("es");
    expect(calls).toHaveLength(0);
  });
});
