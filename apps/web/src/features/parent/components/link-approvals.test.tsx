import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { LinkApproval } from "@trophy/shared/schemas/consent";
import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import { describe, expect, it } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { LinkApprovals } from "./link-approvals";

const student: LinkedStudent = {
  id: "s1",
  name: "Maya",
  email: "maya@school.test",
  trophyBalance: 0,
  isActive: true,
  avatar: null,
  approveGiftCards: false,
  consent: "given",
  deletionAt: null,
};
const waiting: LinkApproval = {
  id: "l1",
  parentName: "Sam Other",
  parentEmail: "sam@elsewhere.test",
  requestedAt: "2026-12-01T09:00:00.000Z",
};

function renderList(approvals: LinkApproval[]) {
  let list = approvals;
  const calls = mockFetch((call) => {
    if (call.method === "GET") return { status: 200, body: { approvals: list } };
    list = [];
    return { status: 200, body: { message: "Done." } };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <LinkApprovals student={student} />
    </QueryClientProvider>,
  );
  return { calls, view };
}

describe("other adults' links waiting for the consenting parent", () => {
  it("names who asked to connect with whom, and approves", async () => {
    const { calls } = renderList([waiting]);
    expect(
      await screen.findByText("Sam Other (sam@elsewhere.test) asked to connect with Maya"),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() => {
      expect(screen.queryByText(/asked to connect/)).toBeNull();
    });
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: "/api/parents/students/s1/link-approvals/l1",
      body: { approve: true },
    });
  });

  it("refuses", async () => {
    const { calls } = renderList([waiting]);
    fireEvent.click(await screen.findByRole("button", { name: "Refuse" }));
    await waitFor(() => {
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ approve: false });
    });
  });

  it("shows nothing when none waits", async () => {
    const { calls, view } = renderList([]);
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    expect(view.container.textContent).toBe("");
  });
});
