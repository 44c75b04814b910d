import { and, eq, isNull } from "drizzle-orm";
import { CONSENT_WAIT_DAYS } from "@trophy/shared/rules/parental-consent";
import { displayName } from "@trophy/shared/rules/display-name";
import type { Language } from "@trophy/shared/constants";
import type { Queryable } from "../../db/client";
import { parentStudentLinks, users, type UserRow } from "../../db/schema";
import type { MailMessage } from "../../mail/mailer";
import type { MailQueue } from "../../mail/queue";
import { escapeHtml as escape, mailTexts, type MailTexts } from "../../texts/mail/mail-texts";

/**
 * To the parent/guide a young student named, once the student verified their own address and
 * confirmed this one: the link to the consent page, in the student's language (the only one known
 * for that mailbox). The subject is fixed text; the body names the student by the name they typed
 * and the address they verified, and says only this address's account may agree.
 */
export function consentMail(
  to: string,
  student: { name: string; email: string },
  link: string,
  consentAge: number,
  language: Language,
): MailMessage {
  const m = mailTexts(language);
  const paragraphs = [
    m.greeting(null),
    m.t("consentIntro", { student: student.name, email: student.email, age: consentAge }),
    m.t("consentWhat"),
    m.t("consentOnlyYou"),
  ];
  const rule = m.count("consentRule", CONSENT_WAIT_DAYS);
  return {
    to,
    subject: m.t("consentSubject"),
    text: `${paragraphs.join("\n\n")}\n\n${link}\n\n${rule}\n`,
    html: `${paragraphs.map((p) => `<p>${escape(p)}</p>`).join("")}<p><a href="${escape(link)}">${escape(m.t("consentButton"))}</a></p><p>${escape(m.t("pasteLink", { link }))}</p><p>${escape(rule)}</p>`,
  };
}

type Person = Pick<UserRow, "email" | "name" | "language">;

/** A mail about who stands behind a child: no switch turns it off, so it has no unsubscribe. */
function safetyMail(to: Person, subject: string, line: string, why: string | null): MailMessage {
  const m = mailTexts(to.language);
  const paragraphs = [m.greeting(to.name), line, ...(why ? [why] : [])];
  return {
    to: to.email,
    subject,
    text: `${paragraphs.join("\n\n")}\n`,
    html: paragraphs.map((p) => `<p>${escape(p)}</p>`).join(""),
  };
}

export type ConsentChange = "given" | "withdrawn" | "disputed";

const CHANGE_LINE = {
  given: "consentGivenBy",
  withdrawn: "consentWithdrawnBy",
  disputed: "consentDisputedBy",
} as const;

export interface ConsentMails {
  /** The consent link to the address the student confirmed, in the caller's transaction. */
  ask(
    db: Queryable,
    request: {
      parentEmail: string;
      student: Pick<UserRow, "name" | "email" | "language">;
      token: string;
    },
  ): Promise<void>;
  /**
   * Every consent change to every parent/guide linked to the student (and a dispute to every
   * admin as well); consent given also to the student, who can now sign in.
   */
  changed(
    db: Queryable,
    e: { studentId: string; parentId: string; change: ConsentChange },
  ): Promise<void>;
  /** To the consenting parent/guide: the student accepted another adult, who waits for them. */
  linkAwaitsApproval(
    db: Queryable,
    e: { studentId: string; parentId: string; approverId: string },
  ): Promise<void>;
}

const live = isNull(users.deletedAt);

async function person(db: Queryable, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live));
  return row;
}

/** Links point at PUBLIC_URL, like the verification mail's. */
export function consentMailer(
  queue: MailQueue,
  publicUrl: string,
  consentAge: number,
): ConsentMails {
  return {
    ask: (db, { parentEmail, student, token }) =>
      queue.enqueue(
        db,
        consentMail(
          parentEmail,
          { name: student.name ?? student.email, email: student.email },
          `${publicUrl}/consent/${token}`,
          consentAge,
          student.language,
        ),
      ),

    async changed(db, { studentId, parentId, change }) {
      const [student, parent] = [await person(db, studentId), await person(db, parentId)];
      if (!student || !parent) return;
      const line = (m: MailTexts) =>
        m.t(CHANGE_LINE[change], {
          student: displayName(student),
          parent: displayName(parent),
          parentEmail: parent.email,
        });
      const linked = await db
        .select({ email: users.email, name: users.name, language: users.language })
        .from(parentStudentLinks)
        .innerJoin(users, eq(users.id, parentStudentLinks.parentId))
        .where(
          and(
            eq(parentStudentLinks.studentId, studentId),
            eq(parentStudentLinks.status, "accepted"),
            live,
          ),
        );
      const admins =
        change === "disputed"
          ? await db
              .select({ email: users.email, name: users.name, language: users.language })
              .from(users)
              .where(and(eq(users.userType, "admin"), live))
          : [];
      // The disputed adult's link is frozen before this runs, so they are told separately.
      const told = change === "disputed" ? [...linked, parent, ...admins] : linked;
      for (const to of told) {
        const m = mailTexts(to.language);
        const why = admins.includes(to) ? null : m.t("consentChangedWhy");
        await queue.enqueue(db, safetyMail(to, m.t("consentChangedSubject"), line(m), why));
      }
      if (change === "given") {
        // The child learns by mail too, since they may have closed the consent step long ago.
        const m = mailTexts(student.language);
        await queue.enqueue(
          db,
          safetyMail(
            student,
            m.t("consentArrivedSubject"),
            m.t("consentArrivedBody", { parent: displayName(parent) }),
            null,
          ),
        );
      }
    },

    async linkAwaitsApproval(db, { studentId, parentId, approverId }) {
      const [student, parent, approver] = [
        await person(db, studentId),
        await person(db, parentId),
        await person(db, approverId),
      ];
      if (!student || !parent || !approver) return;
      const m = mailTexts(approver.language);
      const line = m.t("linkApprovalLine", {
        student: displayName(student),
        parent: displayName(parent),
        parentEmail: parent.email,
      });
      await queue.enqueue(
        db,
        safetyMail(approver, m.t("linkApprovalSubject"), line, m.t("consentChangedWhy")),
      );
    },
  };
}
