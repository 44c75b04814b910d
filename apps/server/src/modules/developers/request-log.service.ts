import { desc, eq, sql } from "drizzle-orm";
import type { RequestLogEntry } from "@trophy/shared/schemas/developer";
import type { Queryable } from "../../db/client";
import { apiCalls } from "../../db/schema";

export const REQUEST_LOG_SIZE = 100;

/**
 * The developer's last 100 API calls, newest first; on request the failing ones (status 400 and
 * up) of those same 100 come first. Reads the newest end of the developer's index range only.
 */
export async function getRequestLog(
  db: Queryable,
  developerId: string,
  { failingFirst }: { failingFirst: boolean },
): Promise<{ requests: RequestLogEntry[] }> {
  const latest = db
    .select()
    .from(apiCalls)
    .where(eq(apiCalls.developerId, developerId))
    .orderBy(desc(apiCalls.createdAt))
    .limit(REQUEST_LOG_SIZE)
    .as("latest");
  const rows = await db
    .select()
    .from(latest)
    .orderBy(
      ...(failingFirst ? [desc(sql`${latest.status} >= 400`)] : []),
      desc(latest.createdAt),
      desc(latest.id),
    );
  return {
    requests: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      livemode: row.livemode,
      operation: row.operation,
      status: row.status,
      errorCode: row.errorCode,
      studentEmail: row.studentEmail,
    })),
  };
}
