import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { StudentApp } from "@trophy/shared/schemas/student-apps";
import { describe, expect, it } from "vitest";
import { mockFetch, type MockAnswer } from "@/test/fetch-mock";
import { LinkedStudentApps } from "./linked-student-apps";

const STUDENT = "5c0d8e2f-1a3b-4c5d-8e9f-0a1b2c3d4e5f";
const QUEST = "0b6f3c1e-2a4d-4c8e-9f10-1a2b3c4d5e6f";
const BASE = `/api/parents/students/${STUDENT}/apps`;

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

/** Ana's apps over a server that hands out codes for her and disconnects. */
function setUp() {
  let apps = [quest(true)];
  const calls = mockFetch((call): MockAnswer => {
    if (call.method === "GET" && call.path === BASE) return { status: 200, body: { apps } };
    if (call.method === "POST" && call.path === `${BASE}/link-code`) {
      const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
      return { status: 200, body: { code: "K7MX3PQA", expiresAt } };
    }
    if (call.method === "DELETE" && call.path === `${BASE}/${QUEST}/connection`) {
      apps = [quest(false)];
      return { status: 200, body: { app: apps[0] } };
    }
    return { status: 404, body: { error: "Not found", code: "not_found" } };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LinkedStudentApps studentId={STUDENT} name="Ana" />
    </QueryClientProvider>,
  );
  return calls;
}

describe("a linked student's app connections, for their parent/guide", () => {
  it("give a code for the student and disconnect an app after asking", async () => {
    const calls = setUp();
    const region = await screen.findByRole("region", { name: "Apps that give Ana trophies" });
    fireEvent.click(await within(region).findByRole("button", { name: "Connect an app" }));
    await within(region).findByRole("region", { name: "Code for connecting an app to Ana" });
    const row = within(region).getByRole("listitem", { name: "Math Quest" });
    fireEvent.click(within(row).getByRole("button", { name: "Disconnect Math Quest" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Disconnect Math Quest?" });
    expect(dialog.textContent).toContain("no longer connected to Ana");
    fireEvent.click(within(dialog).getByRole("button", { name: "Disconnect" }));
    await waitFor(() => {
      expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([
        `${BASE}/${QUEST}/connection`,
      ]);
    });
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      `${BASE}/link-code`,
    ]);
  });
});
