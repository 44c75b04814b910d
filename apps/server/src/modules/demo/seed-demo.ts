import type { UserType } from "@trophy/shared/constants";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { hashPassword } from "../../lib/password";

export const DEMO_PASSWORD = "Demo1234";

export const DEMO_ACCOUNTS: {
  email: string;
  name: string;
  userType: UserType;
  companyName?: string;
}[] = [
  { email: "student@demo.test", name: "Sam Student", userType: "student" },
  { email: "student2@demo.test", name: "Riley Reader", userType: "student" },
  { email: "parent@demo.test", name: "Pat Parent", userType: "parent_guide" },
  {
    email: "developer@demo.test",
    name: "Dana Developer",
    userType: "developer",
    companyName: "MathQuest Apps",
  },
  {
    email: "pending-developer@demo.test",
    name: "Perry Pending",
    userType: "developer",
    companyName: "Spelling Bee Co",
  },
  { email: "admin@demo.test", name: "Avery Admin", userType: "admin" },
];

/** Demo accounts of every role, ready to sign in; existing ones are left as they are. */
export async function seedDemo(db: Db): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const created = await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        email: a.email,
        name: a.name,
        userType: a.userType,
        companyName: a.companyName ?? null,
        passwordHash,
        emailVerifiedAt: now,
        developerStatus:
          a.userType === "developer"
            ? a.email.startsWith("pending")
              ? ("pending" as const)
              : ("validated" as const)
            : null,
      })),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ email: users.email });
  return created.map((c) => c.email);
}
