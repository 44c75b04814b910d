import { and, eq, or, type Placeholder, type SQL } from "drizzle-orm";
import { rewards } from "../../db/schema";

/**
 * The rewards a student is offered: the active base rewards and their own active custom rewards.
 * The one home of that rule for the list, the goal and the redemption.
 */
export function offeredTo(studentId: string | Placeholder): SQL | undefined {
  return and(
    eq(rewards.isActive, true),
    or(eq(rewards.rewardType, "base"), eq(rewards.customForStudent, studentId)),
  );
}
