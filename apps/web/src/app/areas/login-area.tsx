// The sign-in page alone: where students arrive, so it carries none of the registration form's
// libraries (react-hook-form, the schemas, the radio group) nor the API client, which loads when
// the form is sent (features/auth/sign-in-client.ts).
export { LoginPage } from "@/features/auth/pages/login-page";
