import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import { describe, expect, it } from "vitest";
import { formatLocalDate } from "@/lib/format";
import { mockFetch } from "@/test/fetch-mock";
import { StudentConsent } from "./student-consent";

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

function renderCard(shown: LinkedStudent, giveAgain?: { status: number; body: unknown }) {
  const calls = mockFetch((call) =>
    call.path.endsWith("/withdraw")
      ? {
          status: 200,
          body: {
            consent: "withdrawn",
            deletionAt: "2026-12-24T10:00:00.000Z",
            message: "Withdrawn.",
          },
        }
      : (giveAgain ?? {
          status: 200,
          body: { consent: "given", deletionAt: null, message: "Given." },
        }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StudentConsent student={shown} />
    </QueryClientProvider>,
  );
  return calls;
}

describe("a young student's consent, on their parent/guide's page", () => {
  it("withdraws after a question that says the account freezes now and when it goes", async () => {
    const calls = renderCard(student);
    fireEvent.click(screen.getByRole("button", { name: "Withdraw consent" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Withdraw your consent?" });
    const in30Days = formatLocalDate(new Date(Date.now() + 30 * 86_400_000).toISOString());
    expect(dialog.textContent).toContain("frozen now");
    expect(dialog.textContent).toContain(`deleted on ${in30Days}`);
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Withdraw consent" }));
    await waitFor(() => {
      expect(screen.queryByRole("alertdialog")).toBeNull();
    });
    expect(calls[0]).toMatchObject({
      method: "POST",
      path: "/api/parents/students/s1/consent/withdraw",
    });
  });

  it("once withdrawn, shows the deletion date and gives consent again", async () => {
    const deletionAt = "2026-12-24T10:00:00.000Z";
    const calls = renderCard({ ...student, consent: "withdrawn", deletionAt });
    expect(screen.getByText(new RegExp(`deleted on ${formatLocalDate(deletionAt)}`))).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Give consent again" }));
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    expect(calls[0]).toMatchObject({ method: "POST", path: "/api/parents/students/s1/consent" });
  });

  it("says why giving consent again is refused when another parent/guide withdrew it", async () => {
    const error = "Only the parent or guide who withdrew consent can give it again";
    renderCard(
      { ...student, consent: "withdrawn", deletionAt: "2026-12-24T10:00:00.000Z" },
      { status: 403, body: { error, code: "consent_withdrawn_by_other" } },
    );
    fireEvent.click(screen.getByRole("button", { name: "Give consent again" }));
    expect((await screen.findByRole("alert")).textContent).toBe(error);
  });

  it("shows nothing for a student who needs no consent", () => {
    renderCard({ ...student, consent: "not_needed" });
    expect(screen.queryByRole("button")).toBeNull();
  });
});
