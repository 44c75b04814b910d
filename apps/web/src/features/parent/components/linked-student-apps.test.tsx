import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import type { StudentApp } from "@trophy/shared/schemas/student-apps";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { mockFetch, type MockAnswer } from "@/test/fetch-mock";
import { LinkedStudentApps } from "./linked-student-apps";

const STUDENT = "5c0d8e2f-1a3b-4c5d-8e9f-0a1b2c3d4e5f";
const QUEST = "0b6f3c1e-2a4d-4c8e-9f10-1a2b3c4d5e6f";
const APPS = `/api/parents/students/${STUDENT}/apps`;

interface Stops {
  student: boolean;
  parent: boolean;
}

/** The server's two stops of one app: the answer names the parent/guide's first. */
const answer = ({ student, parent }: Stops): StudentApp => ({
  developerId: QUEST,
  name: "Math Quest",
  firstAwardAt: "2026-03-02T12:00:00.000Z",
  lastAwardAt: "2026-05-20T12:00:00.000Z",
  trophies: 40,
  blocked: student || parent,
  blockedBy: parent ? "parent" : student ? "student" : null,
  connected: false,
});

/** Ana's page over a server that keeps both stops; `failedLoads` reads answer 404 first. */
function setUp(initial: Stops, failedLoads = 0) {
  const stops = { ...initial };
  let failures = failedLoads;
  const calls = mockFetch((call): MockAnswer => {
    if (call.method === "GET" && call.path === APPS) {
      if (failures-- > 0) {
        return {
          status: 404,
          body: { error: "This student is not linked to you", code: "link_not_found" },
        };
      }
      return { status: 200, body: { apps: [answer(stops)] } };
    }
    stops.parent = (call.body as { blocked: boolean }).blocked;
    return { status: 200, body: { app: answer(stops) } };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<LinkedStudentApps studentId={STUDENT} name="Ana" />, { wrapper });
  return calls;
}

const questRow = () =>
  within(screen.getByRole("region", { name: "Apps that give Ana trophies" })).findByRole(
    "listitem",
    { name: "Math Quest" },
  );

describe("a linked student's apps, for their parent/guide", () => {
  it("stop an app: PUT {blocked: true} to the student's app, then it shows as stopped", async () => {
    const calls = setUp({ student: false, parent: false });
    const row = await questRow();
    expect(row.textContent).toContain("40 trophies given");
    fireEvent.click(within(row).getByRole("button", { name: "Stop Math Quest" }));
    await within(row).findByRole("button", { name: "Allow Math Quest" });
    expect(row.textContent).toContain("Stopped by a parent or guide.");
    expect(calls.filter((call) => call.method === "PUT")).toEqual([
      expect.objectContaining({ path: `${APPS}/${QUEST}`, body: { blocked: true } }),
    ]);
  });

  it("show the student's own stop, which stays when the parent/guide's is lifted", async () => {
    const calls = setUp({ student: true, parent: false });
    const row = await questRow();
    expect(row.textContent).toContain("Stopped by Ana.");
    fireEvent.click(within(row).getByRole("button", { name: "Stop Math Quest" }));
    fireEvent.click(await within(row).findByRole("button", { name: "Allow Math Quest" }));
    await within(row).findByRole("button", { name: "Stop Math Quest" });
    expect(row.textContent).toContain("Stopped by Ana.");
    expect(calls.filter((call) => call.method === "PUT").map((call) => call.body)).toEqual([
      { blocked: true },
      { blocked: false },
    ]);
  });

  it("offer Try again when the list could not be loaded", async () => {
    setUp({ student: false, parent: false }, 1);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This student is not linked to you");
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await questRow();
  });
});
