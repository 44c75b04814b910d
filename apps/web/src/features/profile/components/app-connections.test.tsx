import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { StudentApp } from "@trophy/shared/schemas/student-apps";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { formatLocalTime } from "@/lib/format";
import { i18next } from "@/lib/i18n/i18n";
import { mockFetch, type MockAnswer } from "@/test/fetch-mock";
import { StudentApps } from "./student-apps";

afterEach(async () => {
  await i18next.changeLanguage("en");
});

const QUEST = "0b6f3c1e-2a4d-4c8e-9f10-1a2b3c4d5e6f";
const CODE = "K7MX3PQA";

const quest = (connected: boolean): StudentApp => ({
  developerId: QUEST,
  name: "Math Quest",
  firstAwardAt: null,
  lastAwardAt: null,
  trophies: 0,
  blocked: false,
  blockedBy: null,
  connected,
});

/**
 * A server for the student's apps that hands out codes,
 * connects Math Quest once `appUses()` is called (as the app's exchange would), and disconnects.
 */
function server(base: string, initial: StudentApp[]) {
  let apps = initial;
  let expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
  const calls = mockFetch((call): MockAnswer => {
    if (call.method === "GET" && call.path === base) return { status: 200, body: { apps } };
    if (call.method === "POST" && call.path === `${base}/link-code`) {
      return { status: 200, body: { code: CODE, expiresAt } };
    }
    if (call.method === "DELETE" && call.path === `${base}/${QUEST}/connection`) {
      apps = apps.map((a) => ({ ...a, connected: false }));
      return { status: 200, body: { app: apps[0] } };
    }
    return { status: 404, body: { error: "Not found", code: "not_found" } };
  });
  return {
    calls,
    appUses: () => {
      apps = [quest(true)];
    },
    expireNext: () => {
      expiresAt = new Date(Date.now() - 1000).toISOString();
    },
  };
}

function show(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe("connecting an app", () => {
  it("shows the student a code to read off, with its expiry and a copy button, until an app uses it", async () => {
    const api = server("/api/students/apps", []);
    show(<StudentApps />);
    fireEvent.click(await screen.findByRole("button", { name: "Connect an app" }));
    const panel = await screen.findByRole("region", { name: "Your code for connecting an app" });
    // Grouped for the eye, one character at a time for a screen reader, and focused.
    const code = within(panel).getByText("K7MX 3PQA").parentElement;
    expect(code?.textContent).toContain("K 7 M X 3 P Q A");
    await waitFor(() => {
      expect(document.activeElement).toBe(code);
    });
    const post = api.calls.find((c) => c.method === "POST");
    expect(post?.path).toBe("/api/students/apps/link-code");
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    expect(panel.textContent).toContain(
      `Type it into the app before ${formatLocalTime(expiresAt)}. It works once.`,
    );
    within(panel).getByRole("button", { name: "Copy code" });
    within(panel).getByRole("button", { name: "Get a new code" });

    api.appUses();
    await waitFor(
      () => {
        expect(
          screen.queryByRole("region", { name: "Your code for connecting an app" }),
        ).toBeNull();
      },
      { timeout: 5000 },
    );
    const row = await screen.findByRole("listitem", { name: "Math Quest" });
    expect(row.textContent).toContain("Connected");
  });

  it("says when the code expired, without showing it", async () => {
    const api = server("/api/students/apps", []);
    api.expireNext();
    show(<StudentApps />);
    fireEvent.click(await screen.findByRole("button", { name: "Connect an app" }));
    const panel = await screen.findByRole("region", { name: "Your code for connecting an app" });
    expect(await within(panel).findByText(/This code has expired/)).toBeTruthy();
    expect(panel.textContent).not.toContain("K7MX");
    expect(within(panel).queryByRole("button", { name: "Copy code" })).toBeNull();
  });

  it("disconnects a connected app after asking", async () => {
    const api = server("/api/students/apps", [quest(true)]);
    show(<StudentApps />);
    const row = await screen.findByRole("listitem", { name: "Math Quest" });
    fireEvent.click(within(row).getByRole("button", { name: "Disconnect Math Quest" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Disconnect Math Quest?" });
    expect(dialog.textContent).toContain("no longer connected to you");
    expect(api.calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Disconnect" }));
    await waitFor(() => {
      expect(within(row).queryByRole("button", { name: "Disconnect Math Quest" })).toBeNull();
    });
    expect(row.textContent).not.toContain("Connected");
    expect(api.calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([
      `/api/students/apps/${QUEST}/connection`,
    ]);
  });

  it.each([
    ["es", "Conectar una app", "Tu código para conectar una app", "Válido hasta", "Conectada"],
    ["pt-BR", "Conectar um app", "Seu código para conectar um app", "Vale até", "Conectado"],
  ])("reads in %s", async (language, connect, label, valid, connected) => {
    await i18next.changeLanguage(language);
    server("/api/students/apps", [quest(true)]);
    show(<StudentApps />);
    fireEvent.click(await screen.findByRole("button", { name: connect }));
    const panel = await screen.findByRole("region", { name: label });
    expect(panel.textContent).toContain(valid);
    expect((await screen.findByRole("listitem", { name: "Math Quest" })).textContent).toContain(
      connected,
    );
  });
});
