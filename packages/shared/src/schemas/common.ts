import { z } from "zod";

/** Every error answer of the API. */
export const errorResponseSchema = z.object({ error: z.string() });

export const messageResponseSchema = z.object({ message: z.string() });

/** Trimmed and lower-cased, as e-mails are stored. */
export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address"));
