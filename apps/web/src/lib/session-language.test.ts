import type { User } from "@trophy/shared/schemas/user";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentLanguage, setLanguage } from "./i18n/i18n";
import { clearSession, setUser, startSession } from "./session";

const user = (language: User["language"], id = "u1"): User => ({
  id,
  email: "ana@example.com",
  name: "Ana",
  user_type: "parent_guide",
  createdAt: "2026-01-01T00:00:00.000Z",
  avatar: null,
  language,
});
const signIn = (u: User) => {
  startSession({ user: u, accessToken: "a", refreshToken: "r" });
};

afterEach(() => {
  clearSession();
  void setLanguage("en");
});

describe("the account's language on this device", () => {
  it("is taken at sign-in", () => {
    void setLanguage("en");
    signIn(user("es"));
    expect(currentLanguage()).toBe("es");
    expect(localStorage.getItem("trophy.language")).toBe("es");
  });

  it("is not taken again from each confirmation of the same copy", () => {
    signIn(user("es"));
    // Switched here in the footer; the server's confirmation still has the account's old one.
    void setLanguage("en");
    setUser(user("es"));
    expect(currentLanguage()).toBe("en");
  });

  it("is taken when it changed on the account (another device)", () => {
    signIn(user("en"));
    setUser(user("es"));
    expect(currentLanguage()).toBe("es");
  });

  it("is taken for each language the web speaks, Portuguese too", async () => {
    await setLanguage("es");
    signIn(user("pt-BR"));
    // Switched once Portuguese's catalogues are in.
    await vi.waitFor(() => {
      expect(currentLanguage()).toBe("pt-BR");
    });
  });

  it("keeps the device's choice over a copy stored before accounts had a language", () => {
    const older: Partial<User> = user("en");
    delete older.language;
    setUser(older as User);
    void setLanguage("es");
    setUser(user("en"));
    expect(currentLanguage()).toBe("es");
  });
});
