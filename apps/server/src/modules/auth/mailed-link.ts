import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { bare } from "../../db/raw";
import type { emailVerificationTokens, passwordResetTokens } from "../../db/schema";

/** The id a request for no account (or a refused one) writes for: no row ever has it. */
export const NOBODY = "00000000-0000-0000-0000-000000000000";

/**
 * Retires the user's earlier links of this kind and stores the new one (its hash) only when
 * `issue`. The same two statements run whether or not anyone is mailed, so a request for an
 * unknown address takes the time a real one takes (docs/security.md, verification and reset).
 */
export async function replaceLinkIf(
  tx: Queryable,
  t: typeof emailVerificationTokens | typeof passwordResetTokens,
  link: { tokenHash: string; userId: string; expiresAt: Date },
  issue: boolean,
): Promise<void> {
  await tx.execute(
    sql`UPDATE ${t} SET ${bare(t.usedAt)} = now()
      WHERE ${bare(t.userId)} = ${link.userId}::uuid AND ${bare(t.usedAt)} IS NULL`,
  );
  await tx.execute(
    sql`INSERT INTO ${t} (${bare(t.tokenHash)}, ${bare(t.userId)}, ${bare(t.expiresAt)})
      SELECT ${link.tokenHash}::text, ${link.userId}::uuid, ${link.expiresAt.toISOString()}::timestamptz
      WHERE ${issue}::boolean`,
  );
}
