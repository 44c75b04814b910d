import { z } from "zod";
import { hasNoNul, NO_NUL_MESSAGE } from "./inputs";
import { USER_TYPES } from "../constants";

export const userTypeSchema = z.enum(USER_TYPES);

/** The user as the server returns it and the client keeps it under the `user` storage key. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  user_type: userTypeSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });

export const updateProfileSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name is required")
    .max(100, "Name is too long")
    .refine(hasNoNul, NO_NUL_MESSAGE),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
