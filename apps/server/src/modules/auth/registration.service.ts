import type { RegisterRequest } from "@trophy/shared/schemas/auth";
import type { User } from "@trophy/shared/schemas/user";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { Conflict, Forbidden, isUniqueViolation } from "../../lib/errors";
import { hashPassword } from "../../lib/password";
import { REGISTERED } from "../../texts/notices";
import { recordActivity } from "../activity/activity.service";
import { currentWindow, enforceLimit } from "../rate-limit/rate-limit.service";
import type { Notifier } from "../notifications/notifier";
import { toUserView } from "../users/user-view";
import {
  issueVerificationToken,
  needsEmailVerification,
  type SendVerificationMail,
} from "./verification.service";

const LABEL = { student: "Student", parent_guide: "Parent/guide", developer: "Developer" } as const;

/**
 * A sign-up. Each address may make REGISTRATIONS_PER_ADDRESS_PER_HOUR attempts an hour: generous,
 * since a whole school can sit behind one address, but a script cannot mass-create accounts.
 */
export async function register(
  db: Db,
  mail: {
    sendVerificationMail: SendVerificationMail;
    notifier: Pick<Notifier, "developerRegistered">;
  },
  registrationsPerAddressPerHour: number,
  input: RegisterRequest,
  ip: string,
): Promise<{ message: string; user: User }> {
  await enforceLimit(
    db,
    [{ bucket: `register:address:${ip}`, max: registrationsPerAddressPerHour }],
    currentWindow(3600),
    "too_many_registrations",
  );
  if (input.userType === "admin") throw new Forbidden("admin_registration");
  const passwordHash = input.userType === "student" ? null : await hashPassword(input.password);
  const values = {
    email: input.email,
    userType: input.userType,
    passwordHash,
    name: input.name ?? null,
    companyName: input.userType === "developer" ? (input.companyName ?? null) : null,
    phone: input.userType === "parent_guide" ? (input.phone ?? null) : null,
    developerStatus: input.userType === "developer" ? ("pending" as const) : null,
  };

  const user = await db
    .transaction(async (tx) => {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      if (needsEmailVerification(row)) {
        await mail.sendVerificationMail(tx, row, await issueVerificationToken(tx, row.id));
      }
      if (row.userType === "developer") {
        await mail.notifier.developerRegistered(tx, {
          email: row.email,
          companyName: row.companyName,
        });
      }
      await recordActivity(tx, {
        type: "registration",
        description: `${LABEL[input.userType]} ${row.email} registered`,
        userId: row.id,
      });
      return row;
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? new Conflict("email_taken") : err;
    });

  return { message: REGISTERED[input.userType], user: toUserView(user) };
}
