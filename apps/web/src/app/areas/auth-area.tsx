// The verification and password screens: one chunk, loaded when one of them is first opened.
// Sign-in and registration have chunks of their own (login-area.tsx, register-area.tsx).
export { VerifyEmailPage } from "@/features/auth/pages/verify-email-page";
export { ForgotPasswordPage } from "@/features/auth/pages/forgot-password-page";
export { ResetPasswordPage } from "@/features/auth/pages/reset-password-page";
export { UnsubscribePage } from "@/features/profile/pages/unsubscribe-page";
