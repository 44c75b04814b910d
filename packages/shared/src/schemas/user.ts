import { z } from "zod";
import {
  HIDDEN_CHARACTERS_MESSAGE,
  hasNoHiddenCharacters,
  isSingleLine,
  SINGLE_LINE_MESSAGE,
  hasNoNul,
  NO_NUL_MESSAGE,
} from "./inputs";
import { AVATAR_IDS, LANGUAGES, USER_TYPES } from "../constants";

export const userTypeSchema = z.enum(USER_TYPES);

/** One of the avatars shipped with the product (constants.ts); the web client draws it. */
export const avatarIdSchema = z.enum(AVATAR_IDS, {
  error: `avatar must be one of: ${AVATAR_IDS.join(", ")}`,
});

/** One of the languages an account may have (constants.ts); the e-mails it gets are in it. */
export const languageSchema = z.enum(LANGUAGES, {
  error: `language must be one of: ${LANGUAGES.join(", ")}`,
});

/** The user as the server returns it and the client keeps it under the `user` storage key. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  user_type: userTypeSchema,
  createdAt: z.string(),
  /** The student's chosen avatar; null until they pick one, and always null for other roles. */
  avatar: avatarIdSchema.nullable(),
  /** The account's language: its e-mails are written in it, and a client may follow it. */
  language: languageSchema,
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });

const profileNameSchema = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(100, "Name is too long")
  .refine(hasNoNul, NO_NUL_MESSAGE)
  .refine(hasNoHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE)
  .refine(isSingleLine, SINGLE_LINE_MESSAGE);

/** The profile's Account form: the name. */
export const profileFormSchema = z.object({ name: profileNameSchema });
export type ProfileFormInput = z.infer<typeof profileFormSchema>;

/**
 * PUT /api/users/profile: the name, the avatar (students only; null goes back to none), the
 * language, or any of them together. A field left out keeps its value.
 */
export const updateProfileSchema = z
  .object({ name: profileNameSchema, avatar: avatarIdSchema.nullable(), language: languageSchema })
  .partial()
  .refine(
    (body) => body.name !== undefined || body.avatar !== undefined || body.language !== undefined,
    "Nothing to update: send name, avatar or language",
  );
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
