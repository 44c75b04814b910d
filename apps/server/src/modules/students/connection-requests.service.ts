import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SERVER_ERRORS } from "@trophy/shared/messages";
import { displayName } from "@trophy/shared/rules/display-name";
import type { ConnectionRequest } from "@trophy/shared/schemas/student";
import { parentStudentLinks, users } from "../../db/schema";
import { NotFound } from "../../lib/errors";

export async function listConnectionRequests(
  app: FastifyInstance,
  studentId: string,
): Promise<ConnectionRequest[]> {
  const rows = await app.db
    .select({ id: parentStudentLinks.id, name: users.name, email: users.email })
    .from(parentStudentLinks)
    .innerJoin(users, eq(users.id, parentStudentLinks.parentId))
    .where(
      and(eq(parentStudentLinks.studentId, studentId), eq(parentStudentLinks.status, "pending")),
    )
    .orderBy(asc(parentStudentLinks.createdAt));
  return rows.map((r) => ({ id: r.id, parentName: displayName(r), parentEmail: r.email }));
}

/** Answers one of the student's own pending requests; anything else is not found. */
export async function answerConnectionRequest(
  app: FastifyInstance,
  studentId: string,
  requestId: string,
  answer: "accepted" | "rejected",
): Promise<void> {
  const updated = await app.db
    .update(parentStudentLinks)
    .set({ status: answer, respondedAt: new Date() })
    .where(
      and(
        eq(parentStudentLinks.id, requestId),
        eq(parentStudentLinks.studentId, studentId),
        eq(parentStudentLinks.status, "pending"),
      ),
    )
    .returning({ id: parentStudentLinks.id });
  if (updated.length === 0) throw new NotFound(SERVER_ERRORS.requestNotFound);
}
