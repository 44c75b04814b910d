import { z } from "zod";
import { emailSchema } from "./common";

/**
 * Parental consent (docs/product.md, Privacy): what a student's registration adds, the consent
 * page's request, the parent's answers and the admin's consent log.
 */

const thisYear = () => new Date().getUTCFullYear();

export const birthYearSchema = z
  .number({ error: "birthYear must be a year" })
  .int("birthYear must be a year")
  .min(1900, "birthYear must be a year")
  .refine((y) => y <= thisYear(), "birthYear cannot be in the future");
export const birthMonthSchema = z
  .number({ error: "birthMonth must be a month from 1 to 12" })
  .int("birthMonth must be a month from 1 to 12")
  .min(1, "birthMonth must be a month from 1 to 12")
  .max(12, "birthMonth must be a month from 1 to 12");

/**
 * Added to a student's registration. Month and year come together; a parent's address is needed
 * only under the consent age, which the server knows (GET /api/consent/settings).
 */
export const studentBirthExtras = {
  birthYear: birthYearSchema.optional(),
  birthMonth: birthMonthSchema.optional(),
  parentEmail: emailSchema.optional(),
};

/** GET /api/consent/settings (public): the age under which a parent must consent; 0 is off. */
export const consentSettingsSchema = z.object({ parentalConsentAge: z.number().int().min(0) });
export type ConsentSettings = z.infer<typeof consentSettingsSchema>;

/** `replaced`: the child corrected the address and asked again; the old link answers as closed. */
export const CONSENT_REQUEST_STATUSES = [
  "pending",
  "consented",
  "refused",
  "expired",
  "replaced",
] as const;
export type ConsentRequestStatus = (typeof CONSENT_REQUEST_STATUSES)[number];

/** GET /api/consent/:token (public): what the consent page shows about the request. */
export const consentRequestViewSchema = z.object({
  status: z.enum(CONSENT_REQUEST_STATUSES),
  /** The child's name as they typed it, so the parent knows whom the request is about. */
  studentName: z.string(),
  noticeVersion: z.string(),
  /** When an unanswered request deletes the account. */
  expiresAt: z.string(),
});
export type ConsentRequestView = z.infer<typeof consentRequestViewSchema>;

/** A parent/guide's consent state for a linked student, shown on the student's page. */
export const STUDENT_CONSENT_STATES = ["not_needed", "given", "withdrawn"] as const;
export const studentConsentSchema = z.object({
  consent: z.enum(STUDENT_CONSENT_STATES),
  /** When a withdrawn account is deleted unless consent is given again; null otherwise. */
  deletionAt: z.string().nullable(),
});
export type StudentConsent = z.infer<typeof studentConsentSchema>;

export const CONSENT_EVENTS = [
  "requested",
  "consented",
  "refused",
  "withdrawn",
  "expired",
  "disputed",
] as const;
export const CONSENT_METHODS = [
  "email_link",
  "parent_page",
  "housekeeping",
  "student_page",
] as const;
export type ConsentEvent = (typeof CONSENT_EVENTS)[number];
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/** One row of the append-only consent log. */
export const consentLogEntrySchema = z.object({
  id: z.string(),
  event: z.enum(CONSENT_EVENTS),
  method: z.enum(CONSENT_METHODS),
  noticeVersion: z.string(),
  /** The parent/guide who answered, while their account exists. */
  parentId: z.string().nullable(),
  /** Their name and address, while their account exists (null where nobody signed in). */
  parent: z.object({ name: z.string(), email: z.string() }).nullable(),
  at: z.string(),
});
export type ConsentLogEntry = z.infer<typeof consentLogEntrySchema>;

/** GET /api/admin/users/:id/consent-log */
export const consentLogResponseSchema = z.object({ entries: z.array(consentLogEntrySchema) });
export type ConsentLogResponse = z.infer<typeof consentLogResponseSchema>;

/** The token of a consent link, as the paths /api/consent/:token… take it. */
export const consentTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/**
 * POST /api/parents/students/:id/consent/withdraw and POST /api/parents/students/:id/consent:
 * what the student's consent is now, and a sentence saying so.
 */
export const consentChangeResponseSchema = studentConsentSchema.extend({ message: z.string() });
export type ConsentChangeResponse = z.infer<typeof consentChangeResponseSchema>;

/**
 * The child's own consent step (docs/product.md, Privacy): a young student who verified their
 * address gets a ticket (in the answer to the verification, or to a refused sign-in) that lets
 * them confirm or correct the parent/guide's address before the consent mail goes, and see what
 * became of it. It is valid for an hour and names only that student.
 */
export const consentTicketRequestSchema = z.object({ ticket: z.string().min(1).max(2000) });
export const askParentRequestSchema = consentTicketRequestSchema.extend({
  parentEmail: emailSchema,
});
export type AskParentRequest = z.infer<typeof askParentRequestSchema>;

/** to_confirm: no mail yet; asked: the mail went and waits; given: a parent/guide agreed. */
export const ASK_PARENT_STATES = ["to_confirm", "asked", "given", "withdrawn"] as const;
export const askParentStatusSchema = z.object({
  state: z.enum(ASK_PARENT_STATES),
  /** The address the child gave, while no parent/guide has answered. */
  parentEmail: z.string().nullable(),
  /** When the waiting mail went. */
  askedAt: z.string().nullable(),
  /** When the account is deleted unless a parent/guide agrees. */
  deletionAt: z.string().nullable(),
});
export type AskParentStatus = z.infer<typeof askParentStatusSchema>;

/** GET /api/students/consent: who stands behind the student's account, as the student sees it. */
export const guardianConsentSchema = z.object({
  consent: z.enum(["not_needed", "given"]),
  /** The parent/guide whose consent is in force (null when none is needed, or they left). */
  parent: z.object({ name: z.string(), email: z.string() }).nullable(),
  at: z.string().nullable(),
});
export type GuardianConsent = z.infer<typeof guardianConsentSchema>;

/**
 * A parent/guide the student accepted whose link waits for the consenting parent's approval
 * (under the consent age a new adult needs it): GET /api/parents/students/:id/link-approvals.
 */
export const linkApprovalSchema = z.object({
  id: z.string(),
  parentName: z.string(),
  parentEmail: z.string(),
  requestedAt: z.string(),
});
export type LinkApproval = z.infer<typeof linkApprovalSchema>;
export const linkApprovalsResponseSchema = z.object({ approvals: z.array(linkApprovalSchema) });
export const linkApprovalAnswerSchema = z.object({ approve: z.boolean() });
export const linkApprovalParamsSchema = z.object({ id: z.uuid(), linkId: z.uuid() });
