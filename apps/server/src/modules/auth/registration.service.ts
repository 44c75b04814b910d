import { platformText } from "@trophy/shared/schemas/platform-text";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { ACCOUNT_EXISTS_MAILS_PER_HOUR, type Language } from "@trophy/shared/constants";
import { CONSENT_WAIT_DAYS, needsParentalConsent } from "@trophy/shared/rules/parental-consent";
import type { RegisterRequest } from "@trophy/shared/schemas/auth";
import type { User } from "@trophy/shared/schemas/user";
import type { Db, Queryable } from "../../db/client";
import { users } from "../../db/schema";
import { BadRequest, Forbidden } from "../../lib/errors";
import { hashPassword } from "../../lib/password";
import { VALIDATION_TEXTS } from "../../texts/errors";
import { REGISTERED, REGISTERED_AWAITING_PARENT } from "../../texts/notices";
import { recordActivity } from "../activity/activity.service";
import { isRefusedAddress } from "../consent/refused-registrations";
import { currentWindow, enforceLimit, hit } from "../rate-limit/rate-limit.service";
import type { Notifier } from "../notifications/notifier";
import { toUserView } from "../accounts/user-view";
import type { SendAccountExistsMail } from "./account-exists-mail";
import {
  issueVerificationToken,
  needsEmailVerification,
  type SendVerificationMail,
} from "./verification.service";

const LABEL = { student: "Student", parent_guide: "Parent/guide", developer: "Developer" } as const;
const DAY_MS = 86_400_000;

/**
 * A student's month and year of birth, which come together, are asked whenever consent is on, and
 * are not from the future; under the consent age a parent/guide's address is required too, and
 * must not be the student's. Decided from the request alone, before the address is looked up, so
 * a taken address is answered as a new one.
 */
function consentOfRegistration(input: RegisterRequest, consentAge: number, now: Date) {
  if (input.userType !== "student") return { birth: undefined, parentEmail: undefined };
  const { birthYear, birthMonth, parentEmail } = input;
  if ((birthYear === undefined) !== (birthMonth === undefined) || (consentAge > 0 && !birthYear)) {
    const missing = birthYear === undefined ? "birthYear" : "birthMonth";
    throw new BadRequest(
      "validation_failed",
      VALIDATION_TEXTS.fieldMessage(missing, "birthYear and birthMonth are required"),
    );
  }
  const birth =
    birthYear !== undefined && birthMonth !== undefined ? { birthYear, birthMonth } : undefined;
  if (
    birth &&
    birth.birthYear * 12 + birth.birthMonth > now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
  ) {
    throw new BadRequest(
      "validation_failed",
      VALIDATION_TEXTS.fieldMessage("birthMonth", "birthMonth cannot be in the future"),
    );
  }
  if (!needsParentalConsent(birth, consentAge, now)) return { birth, parentEmail: undefined };
  if (!parentEmail) throw new BadRequest("parent_email_required");
  if (parentEmail === input.email) throw new BadRequest("parent_email_is_student");
  return { birth, parentEmail };
}

/**
 * Tells the owner of a taken address that someone signed up with it (at most a few mails an hour,
 * so sign-ups cannot flood a mailbox); the account itself is left as it is.
 */
async function tellOwner(
  tx: Queryable,
  sendAccountExistsMail: SendAccountExistsMail,
  email: string,
): Promise<void> {
  const [owner] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  // A deleted account's address is undeliverable (account-deletion.service.ts): nobody to tell.
  if (!owner || owner.deletedAt) return;
  const bucket = `account-exists:${email}`;
  const counts = await hit(tx, [bucket], currentWindow(3600));
  if ((counts.get(bucket) ?? 0) > ACCOUNT_EXISTS_MAILS_PER_HOUR) return;
  await sendAccountExistsMail(tx, owner);
}

/**
 * A sign-up. Each address may make REGISTRATIONS_PER_ADDRESS_PER_HOUR attempts an hour: generous,
 * since a whole school can sit behind one address, but a script cannot mass-create accounts.
 * A taken address gets the answer a new one gets (the user it names is the one asked for, with an
 * id of no account), and its owner a mail saying so: the answer never tells whether an address
 * has an account. The password is hashed either way, so the time taken tells little more.
 * The account's language is the one the client sent, else `requestLanguage` (the request's
 * Accept-Language); it is in both answers alike.
 */
export async function register(
  db: Db,
  mail: {
    sendVerificationMail: SendVerificationMail;
    sendAccountExistsMail: SendAccountExistsMail;
    notifier: Pick<Notifier, "developerRegistered">;
  },
  settings: { registrationsPerAddressPerHour: number; parentalConsentAge: number },
  input: RegisterRequest,
  request: { ip: string; language: Language },
  now = new Date(),
): Promise<{ message: string; user: User }> {
  const { ip } = request;
  const { registrationsPerAddressPerHour } = settings;
  await enforceLimit(
    db,
    [{ bucket: `register:address:${ip}`, max: registrationsPerAddressPerHour }],
    currentWindow(3600),
    "too_many_registrations",
  );
  if (input.userType === "admin") throw new Forbidden("admin_registration");
  const { birth, parentEmail } = consentOfRegistration(input, settings.parentalConsentAge, now);
  const consentBy = parentEmail ? new Date(now.getTime() + CONSENT_WAIT_DAYS * DAY_MS) : null;
  const passwordHash = input.userType === "student" ? null : await hashPassword(input.password);
  const values = {
    email: input.email,
    userType: input.userType,
    passwordHash,
    name: input.name ?? null,
    companyName: input.userType === "developer" ? (input.companyName ?? null) : null,
    phone: input.userType === "parent_guide" ? (input.phone ?? null) : null,
    developerStatus: input.userType === "developer" ? ("pending" as const) : null,
    language: input.language ?? request.language,
    birthYear: birth?.birthYear ?? null,
    birthMonth: birth?.birthMonth ?? null,
    parentalConsent: consentBy ? ("pending" as const) : null,
    consentDeletionAt: consentBy,
    consentParentEmail: parentEmail ?? null,
  };

  const created = await db.transaction(async (tx) => {
    // An address a parent/guide refused stays closed for a while; it is answered as any other.
    if (await isRefusedAddress(tx, input.email, now)) return null;
    // A sign-up racing this one with the same address is waited for, then counts as taken.
    const [row] = await tx.insert(users).values(values).onConflictDoNothing().returning();
    if (!row) {
      await tellOwner(tx, mail.sendAccountExistsMail, input.email);
      return null;
    }
    if (needsEmailVerification(row)) {
      await mail.sendVerificationMail(tx, row, await issueVerificationToken(tx, row.id));
    }
    // The parent/guide is asked only once the child has verified this address and confirmed
    // theirs (consent/ask-parent.service.ts): a stranger cannot name themselves for a child.
    if (row.userType === "developer") {
      await mail.notifier.developerRegistered(tx, {
        email: row.email,
        companyName: row.companyName,
      });
    }
    await recordActivity(tx, {
      type: "registration",
      description: `${LABEL[input.userType]} ${row.email} registered`,
      text: platformText("activity_registered", { role: input.userType, email: row.email }),
      userId: row.id,
    });
    return row;
  });

  const user = created ?? {
    ...values,
    id: randomUUID(),
    createdAt: new Date(),
    avatar: null,
  };
  const message = parentEmail ? REGISTERED_AWAITING_PARENT : REGISTERED[input.userType];
  return { message, user: toUserView(user) };
}
