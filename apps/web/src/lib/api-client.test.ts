import { renderHook } from "@testing-library/react";
import type { User } from "@trophy/shared/schemas/user";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { mockFetch, type MockCall } from "@/test/fetch-mock";
import { apiRequest } from "./api-client";
import { renewAccessToken } from "./renew-access-token";
import { holdSessionEnd, signOutLocally } from "./session-end";
import { ApiError } from "./api-error";
import { registerNavigate } from "./navigation";
import { paths } from "./paths";
import { getAccessToken, getRefreshToken, getUser, setTokens, setUser } from "./session";
import { useToasts } from "./toast";
import { REDIRECT_DELAY_MS, REDIRECT_GUARD_RESET_MS } from "./client-constants";

const okSchema = z.object({ ok: z.literal(true) });
const user: User = {
  id: "u1",
  email: "student@example.com",
  name: "Sam",
  user_type: "student",
  createdAt: "2026-01-01T00:00:00.000Z",
  avatar: null,
  language: "en",
};

/** The server of these tests: `/auth/refresh` as `refresh` says, every other path wants "new". */
function server(refresh: (call: MockCall) => { status: number; body?: unknown }) {
  return mockFetch((call) => {
    if (call.path === "/auth/refresh") return refresh(call);
    return call.authorization === "Bearer new"
      ? { status: 200, body: { ok: true } }
      : { status: 401, body: { error: "Invalid or expired token", code: "invalid_token" } };
  });
}
const refreshed = () => ({ status: 200, body: { token: "new", refreshToken: "refresh-2" } });
const refused = () => ({
  status: 401,
  body: { error: "Invalid or expired refresh token", code: "invalid_refresh_token" },
});

/** The toasts on screen from now on (a dismissed one leaves the queue only later). */
function toasts() {
  const { result } = renderHook(() => useToasts());
  return {
    get current() {
      return result.current.filter((t) => t.open);
    },
  };
}

let navigations: string[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  navigations = [];
  registerNavigate((to) => navigations.push(to));
  setTokens("old", "refresh-1");
  setUser(user);
});

afterEach(() => {
  // Let the redirect guard reset, so each test starts with none pending.
  vi.advanceTimersByTime(REDIRECT_GUARD_RESET_MS);
  vi.useRealTimers();
  registerNavigate(null);
});

describe("refresh once", () => {
  it("refreshes a refused access token and retries the call once with the new one", async () => {
    const calls = server(refreshed);
    await expect(apiRequest("/api/things", { schema: okSchema })).resolves.toEqual({ ok: true });
    expect(calls.map((c) => `${c.path} ${c.authorization ?? "-"}`)).toEqual([
      "/api/things Bearer old",
      "/auth/refresh -",
      "/api/things Bearer new",
    ]);
    expect(calls[1]?.body).toEqual({ refreshToken: "refresh-1" });
    expect(getAccessToken()).toBe("new");
    expect(getRefreshToken()).toBe("refresh-2");
  });

  it("shares one refresh among parallel calls: a refresh token is presented only once", async () => {
    const calls = server(refreshed);
    const answers = await Promise.all(
      [1, 2, 3].map(() => apiRequest("/api/things", { schema: okSchema })),
    );
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(calls.filter((c) => c.path === "/auth/refresh")).toHaveLength(1);
  });

  it("uses a token another call refreshed meanwhile instead of refreshing again", async () => {
    const calls = mockFetch((call) => {
      if (call.authorization === "Bearer old") setTokens("new", "refresh-2");
      return call.authorization === "Bearer new"
        ? { status: 200, body: { ok: true } }
        : { status: 401, body: { error: "Invalid or expired token", code: "invalid_token" } };
    });
    await expect(apiRequest("/api/things", { schema: okSchema })).resolves.toEqual({ ok: true });
    expect(calls.some((c) => c.path === "/auth/refresh")).toBe(false);
  });

  it("leaves a call's own 401 alone when it asks to (a wrong password)", async () => {
    const calls = server(refreshed);
    const failure = apiRequest("/auth/login", { schema: okSchema, skipAuthRefresh: true });
    await expect(failure).rejects.toMatchObject({ status: 401, code: "invalid_token" });
    expect(calls).toHaveLength(1);
    expect(navigations).toEqual([]);
  });

  it("reads the error answer's fields: sentence, code and details", async () => {
    mockFetch(() => ({
      status: 400,
      body: { error: "Duplicate codes in batch", code: "duplicate_codes_in_batch", codes: ["A"] },
    }));
    const error: unknown = await apiRequest("/api/x", { schema: okSchema }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      serverMessage: "Duplicate codes in batch",
      code: "duplicate_codes_in_batch",
      codes: ["A"],
      rowErrors: [],
    });
  });
});

describe("the session's end", () => {
  it("says Session Expired, forgets the session and goes to login when the refresh is refused", async () => {
    server(refused);
    const shown = toasts();
    await expect(apiRequest("/api/things", { schema: okSchema })).rejects.toMatchObject({
      status: 401,
    });
    expect(shown.current.map((t) => [t.title, t.description])).toEqual([
      ["Session Expired", "Your session has expired. Please log in again."],
    ]);
    expect(getAccessToken()).toBeNull();
    expect(getUser()).toBeNull();
    expect(navigations).toEqual([]);
    vi.advanceTimersByTime(REDIRECT_DELAY_MS);
    expect(navigations).toEqual([paths.auth.login]);
  });

  it("asks to sign in (Authentication Required) when there is no refresh token", async () => {
    localStorage.removeItem("refreshToken");
    const calls = server(refreshed);
    const shown = toasts();
    await expect(apiRequest("/api/things", { schema: okSchema })).rejects.toBeInstanceOf(ApiError);
    expect(calls.some((c) => c.path === "/auth/refresh")).toBe(false);
    expect(shown.current[0]?.title).toBe("Authentication Required");
    vi.advanceTimersByTime(REDIRECT_DELAY_MS);
    expect(navigations).toEqual([paths.auth.login]);
  });

  it("ends the session when the retried call is refused too", async () => {
    mockFetch((call) =>
      call.path === "/auth/refresh"
        ? refreshed()
        : { status: 401, body: { error: "Invalid or expired token", code: "invalid_token" } },
    );
    const shown = toasts();
    await expect(apiRequest("/api/things", { schema: okSchema })).rejects.toMatchObject({
      status: 401,
    });
    expect(shown.current[0]?.title).toBe("Session Expired");
  });

  it("ends quietly (no toast, no redirect) for a call that asks so", async () => {
    server(refused);
    const shown = toasts();
    await expect(
      apiRequest("/api/things", { schema: okSchema, quietSessionEnd: true }),
    ).rejects.toMatchObject({ status: 401 });
    vi.advanceTimersByTime(REDIRECT_DELAY_MS);
    expect(shown.current).toEqual([]);
    expect(navigations).toEqual([]);
  });
});

describe("a session ended on purpose", () => {
  it("is neither said nor redirected while held, and again once released", async () => {
    server(refused);
    const shown = toasts();
    const release = holdSessionEnd();
    await apiRequest("/api/things", { schema: okSchema }).catch(() => undefined);
    vi.advanceTimersByTime(REDIRECT_DELAY_MS);
    expect(shown.current).toEqual([]);
    expect(navigations).toEqual([]);
    expect(getAccessToken()).toBe("old");

    release();
    await apiRequest("/api/things", { schema: okSchema }).catch(() => undefined);
    vi.advanceTimersByTime(REDIRECT_DELAY_MS);
    expect(shown.current[0]?.title).toBe("Session Expired");
    expect(navigations).toEqual([paths.auth.login]);
  });

  it("is quiet for a balance stream whose refresh is refused after the sign-out", async () => {
    const pending: { answer?: (value: { status: number; body?: unknown }) => void } = {};
    mockFetch(
      (call) =>
        new Promise((resolve) => {
          if (call.path === "/auth/refresh") pending.answer = resolve;
          else resolve({ status: 200, body: { ok: true } });
        }),
    );
    const shown = toasts();
    const renewed = renewAccessToken("old");
    await vi.waitFor(() => {
      expect(pending.answer).toBeDefined();
    });
    // The student left on purpose while the refresh was on its way.
    signOutLocally();
    pending.answer?.(refused());
    expect(await renewed).toBeNull();
    vi.advanceTimersByTime(REDIRECT_DELAY_MS);
    expect(shown.current).toEqual([]);
    expect(navigations).toEqual([]);
  });
});

describe("the redirect guard", () => {
  it("gives parallel failures one toast and one redirect", async () => {
    const calls = server(refused);
    const shown = toasts();
    const failures = [1, 2, 3].map(() =>
      apiRequest("/api/things", { schema: okSchema }).catch((e: unknown) => e),
    );
    const errors = await Promise.all(failures);
    expect(errors.every((e) => e instanceof ApiError && e.status === 401)).toBe(true);
    expect(calls.filter((c) => c.path === "/auth/refresh")).toHaveLength(1);
    vi.advanceTimersByTime(REDIRECT_DELAY_MS);
    expect(shown.current).toHaveLength(1);
    expect(navigations).toEqual([paths.auth.login]);
  });

  it("holds back a second end of session until it resets, then lets the next one through", async () => {
    server(refused);
    const shown = toasts();
    await apiRequest("/api/things", { schema: okSchema }).catch(() => undefined);
    vi.advanceTimersByTime(REDIRECT_DELAY_MS);
    expect(navigations).toHaveLength(1);

    // Signed in again before the guard resets: a failure now is not announced twice.
    setTokens("old", "refresh-1");
    await apiRequest("/api/things", { schema: okSchema }).catch(() => undefined);
    vi.advanceTimersByTime(REDIRECT_DELAY_MS);
    expect(navigations).toHaveLength(1);

    vi.advanceTimersByTime(REDIRECT_GUARD_RESET_MS);
    setTokens("old", "refresh-1");
    await apiRequest("/api/things", { schema: okSchema }).catch(() => undefined);
    vi.advanceTimersByTime(REDIRECT_DELAY_MS);
    expect(navigations).toHaveLength(2);
    expect(shown.current[0]?.title).toBe("Session Expired");
  });
});

describe("no answer", () => {
  it("a network failure is an ApiError with status 0 that says the server is out of reach", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(apiRequest("/api/things", { schema: okSchema })).rejects.toMatchObject({
      status: 0,
      message: "Unable to reach the server. Please check your connection and try again.",
    });
  });

  it("a timeout says so", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new DOMException("The operation was aborted.", "AbortError"))),
    );
    await expect(apiRequest("/api/things", { schema: okSchema })).rejects.toMatchObject({
      status: 0,
      message: "The request timed out. Please try again.",
    });
  });
});
