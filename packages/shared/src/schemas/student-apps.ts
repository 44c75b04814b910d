import { z } from "zod";

/**
 * The apps that have awarded or connected a student (docs/product.md §4, Privacy towards apps), for
 * the student and their linked parents/guides: what each gave and when, whether it is connected,
 * and whether it is stopped.
 */
export const studentAppSchema = z.object({
  developerId: z.string(),
  /** The app's name: its developer's company, else the developer's e-mail. */
  name: z.string(),
  firstAwardAt: z.string().nullable(),
  lastAwardAt: z.string().nullable(),
  /** Trophies the app gave, less what it took back. */
  trophies: z.number().int(),
  blocked: z.boolean(),
  /** Who stopped it: a parent/guide's stop is lifted only by a parent/guide. */
  blockedBy: z.enum(["student", "parent"]).nullable(),
  /** The app exchanged one of the student's link codes and was not disconnected or stopped since. */
  connected: z.boolean(),
});
export type StudentApp = z.infer<typeof studentAppSchema>;

export const studentAppsResponseSchema = z.object({ apps: z.array(studentAppSchema) });
export type StudentAppsResponse = z.infer<typeof studentAppsResponseSchema>;
export const studentAppResponseSchema = z.object({ app: studentAppSchema });

/** PUT …/apps/:developerId: stop the app (true) or allow it again (false). */
export const setAppBlockedSchema = z.object({
  blocked: z.boolean({ error: "blocked must be true or false" }),
});
export type SetAppBlocked = z.infer<typeof setAppBlockedSchema>;

/**
 * POST …/apps/link-code: a one-time code for the student to type into an app, which exchanges it
 * for a connection (POST /api/v1/connections). A new code replaces one not yet used.
 */
export const linkCodeResponseSchema = z.object({
  /** LINK_CODE_LENGTH characters of LINK_CODE_ALPHABET. */
  code: z.string(),
  expiresAt: z.string(),
});
export type LinkCodeResponse = z.infer<typeof linkCodeResponseSchema>;
