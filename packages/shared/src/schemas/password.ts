import { z } from "zod";
import { passwordSchema } from "../rules/password";
import { emailSchema } from "./common";

/** POST /auth/forgot-password: the answer is the same whether or not the account exists. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** POST /auth/reset-password/:token: the new password follows registration's rule. */
export const resetPasswordSchema = z.object({ password: passwordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/**
 * PUT /api/users/password. The current password is only compared, so it takes any text a login
 * would; the new one follows registration's rule.
 */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(200),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
