import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { AdminUser } from "@trophy/shared/schemas/admin";
import type { ConsentLogEntry } from "@trophy/shared/schemas/consent";
import { describe, expect, it } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { ConsentLogDialog } from "./consent-log-dialog";

const student: AdminUser = {
  id: "s1",
  email: "maya@school.test",
  name: "Maya",
  user_type: "student",
  createdAt: "2026-11-01T09:00:00.000Z",
  avatar: null,
  language: "en",
  isSuspended: false,
  suspendedUntil: null,
  suspensionReason: null,
  isDeleted: false,
};
const entry = (id: string, fields: Partial<ConsentLogEntry>): ConsentLogEntry => ({
  id,
  event: "requested",
  method: "email_link",
  noticeVersion: "2026-11",
  parentId: null,
  parent: null,
  at: "2026-12-01T09:00:00.000Z",
  ...fields,
});

describe("a student's consent log, for an admin", () => {
  it("names each entry's parent/guide, says when their account is gone, and nobody otherwise", async () => {
    mockFetch(() => ({
      status: 200,
      body: {
        entries: [
          entry("e1", {}),
          entry("e2", {
            event: "consented",
            parentId: "p1",
            parent: { name: "Pat Young", email: "pat@home.test" },
          }),
          entry("e3", { event: "withdrawn", method: "parent_page" }),
          entry("e4", { event: "disputed", method: "student_page" }),
        ],
      },
    }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ConsentLogDialog user={student} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.not.stringContaining("Parent/guide"),
      expect.stringContaining("Parent/guide: Pat Young (pat@home.test)"),
      expect.stringContaining("Parent/guide: deleted account"),
      expect.stringContaining("Parent/guide: deleted account"),
    ]);
    expect(items[3]?.textContent).toContain("The student said this is not their parent");
    expect(items[3]?.textContent).toContain("On the student's profile");
    expect(document.body.textContent).not.toContain("p1");
  });
});
