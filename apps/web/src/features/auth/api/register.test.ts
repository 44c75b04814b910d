import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n/i18n";
import { mockFetch } from "@/test/fetch-mock";
import { register } from "./register";

afterEach(() => {
  void setLanguage("en");
});

const answer = {
  status: 201,
  body: {
    message: "Account created.",
    user: {
      id: "u1",
      email: "sam@school.test",
      name: "Sam",
      user_type: "student",
      createdAt: "2026-01-01T00:00:00.000Z",
      avatar: null,
      language: "es",
    },
  },
};

describe("register", () => {
  it("sends the language the form is read in, for the account's e-mails", async () => {
    void setLanguage("es");
    const calls = mockFetch(() => answer);
    await register({ userType: "student", email: "sam@school.test", name: "Sam" });
    expect(calls[0]?.body).toEqual({
      userType: "student",
      email: "sam@school.test",
      name: "Sam",
      language: "es",
    });
  });
});
