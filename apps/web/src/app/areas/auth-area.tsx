// The sign-in, registration and verification screens: one chunk, loaded when one of them is
// first opened.
export { LoginPage } from "@/features/auth/pages/login-page";
export { RegisterPage } from "@/features/auth/pages/register-page";
export { VerifyEmailPage } from "@/features/auth/pages/verify-email-page";
export { ForgotPasswordPage } from "@/features/auth/pages/forgot-password-page";
export { ResetPasswordPage } from "@/features/auth/pages/reset-password-page";
export { UnsubscribePage } from "@/features/profile/pages/unsubscribe-page";
