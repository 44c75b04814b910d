import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { StudentApp } from "@trophy/shared/schemas/student-apps";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { formatLocalDate } from "@/lib/format";
import { i18next } from "@/lib/i18n/i18n";
import { mockFetch, type MockAnswer } from "@/test/fetch-mock";
import { sectionsFor } from "../profile-sections";
import { StudentApps } from "./student-apps";

afterEach(async () => {
  await i18next.changeLanguage("en");
});

const QUEST = "0b6f3c1e-2a4d-4c8e-9f10-1a2b3c4d5e6f";
const WORDS = "7d2e9a40-5b6c-4d7e-8f90-a1b2c3d4e5f6";

const app = (developerId: string, name: string, extra: Partial<StudentApp> = {}): StudentApp => ({
  developerId,
  name,
  firstAwardAt: "2026-03-02T12:00:00.000Z",
  lastAwardAt: "2026-05-20T12:00:00.000Z",
  trophies: 120,
  blocked: false,
  blockedBy: null,
  connected: false,
  ...extra,
});

/**
 * The profile's list over a server that keeps what it is told: a student's stop, or a refusal to
 * lift a parent/guide's one. `parentStopsMeanwhile` is a parent/guide's stop made after the list
 * was read; `failedLoads` answers that many reads with a 500 first.
 */
function setUp(initial: StudentApp[], { failedLoads = 0, parentStopsMeanwhile = false } = {}) {
  let apps = initial;
  let failures = failedLoads;
  const calls = mockFetch((call): MockAnswer => {
    if (call.method === "GET" && call.path === "/api/students/apps") {
      if (failures-- > 0) return { status: 500, body: { error: "The server is not answering" } };
      return { status: 200, body: { apps } };
    }
    const developerId = call.path.replace("/api/students/apps/", "");
    const { blocked } = call.body as { blocked: boolean };
    if (parentStopsMeanwhile) {
      apps = apps.map((a) =>
        a.developerId === developerId ? { ...a, blocked: true, blockedBy: "parent" } : a,
      );
      return {
        status: 409,
        body: { error: "A parent/guide stopped this app", code: "app_blocked_by_parent" },
      };
    }
    apps = apps.map((a) =>
      a.developerId === developerId ? { ...a, blocked, blockedBy: blocked ? "student" : null } : a,
    );
    return { status: 200, body: { app: apps.find((a) => a.developerId === developerId) } };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<StudentApps />, { wrapper });
  return calls;
}

const row = async (name: string) => screen.findByRole("listitem", { name });

describe("the student's apps", () => {
  it("are a section of the student's profile only", () => {
    expect(sectionsFor("student").map((section) => section.id)).toContain("apps");
    expect(sectionsFor("parent_guide").map((section) => section.id)).not.toContain("apps");
    const section = sectionsFor("student").find((s) => s.id === "apps");
    expect(section?.title()).toBe("Apps that give you trophies");
    expect(section?.intro?.()).toBe(
      "A stopped app can no longer give you trophies or take back the ones it gave, and to it you look like an unknown address.",
    );
  });

  it("list each app with its trophies and the dates of its first and last award", async () => {
    setUp([app(QUEST, "Math Quest"), app(WORDS, "Word Garden", { trophies: 1 })]);
    const list = await screen.findByRole("list", { name: "Apps that give you trophies" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    const quest = (await row("Math Quest")).textContent;
    expect(quest).toContain("120 trophies given");
    expect(quest).toContain(`First award on ${formatLocalDate("2026-03-02T12:00:00.000Z")}`);
    expect(quest).toContain(`Last award on ${formatLocalDate("2026-05-20T12:00:00.000Z")}`);
    expect((await row("Word Garden")).textContent).toContain("1 trophy given");
  });

  it("stops an app: PUT {blocked: true} to its address, then the row says it is stopped", async () => {
    const calls = setUp([app(QUEST, "Math Quest")]);
    const quest = await row("Math Quest");
    fireEvent.click(within(quest).getByRole("button", { name: "Stop Math Quest" }));
    await within(quest).findByRole("button", { name: "Allow Math Quest" });
    expect(quest.textContent).toContain("You stopped this app.");
    expect(calls.filter((call) => call.method === "PUT")).toEqual([
      expect.objectContaining({ path: `/api/students/apps/${QUEST}`, body: { blocked: true } }),
    ]);
  });

  it("say that a parent/guide stopped an app, with no Allow", async () => {
    setUp([app(QUEST, "Math Quest", { blocked: true, blockedBy: "parent" })]);
    const quest = await row("Math Quest");
    expect(quest.textContent).toContain("Stopped by your parent or guide");
    expect(within(quest).queryByRole("button")).toBeNull();
  });

  it("show the parent/guide's stop made meanwhile when Allow is refused", async () => {
    setUp([app(QUEST, "Math Quest", { blocked: true, blockedBy: "student" })], {
      parentStopsMeanwhile: true,
    });
    const quest = await row("Math Quest");
    fireEvent.click(within(quest).getByRole("button", { name: "Allow Math Quest" }));
    await waitFor(() => {
      expect(quest.textContent).toContain("Stopped by your parent or guide");
    });
    expect(within(quest).queryByRole("button")).toBeNull();
  });

  it("say when nothing awarded the student yet", async () => {
    setUp([]);
    expect(
      await screen.findByText(/No app has connected to you or given you trophies yet/),
    ).toBeTruthy();
  });

  it("offer Try again when the list could not be loaded", async () => {
    setUp([app(QUEST, "Math Quest")], { failedLoads: 1 });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The server is not answering");
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await row("Math Quest");
  });

  it.each([
    ["es", "Permitir Math Quest", "Detenida por tu padre, madre o tutor", "120 trofeos otorgados"],
    ["pt-BR", "Permitir Math Quest", "Bloqueado pelo seu responsável", "120 troféus concedidos"],
  ])("read in %s, without English", async (language, allow, parentStop, trophies) => {
    await i18next.changeLanguage(language);
    setUp([
      app(QUEST, "Math Quest", { blocked: true, blockedBy: "student" }),
      app(WORDS, "Word Garden", { blocked: true, blockedBy: "parent" }),
    ]);
    const quest = await row("Math Quest");
    within(quest).getByRole("button", { name: allow });
    expect(quest.textContent).toContain(trophies);
    expect((await row("Word Garden")).textContent).toContain(parentStop);
    const list = screen.getByRole("list");
    expect(list.textContent).not.toMatch(/\b(trophy|trophies|award|stop|stopped|allow|parent)\b/i);
  });
});
