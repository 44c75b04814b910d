// The registration page: its form library, the shared schemas and the radio group.
export { RegisterPage } from "@/features/auth/pages/register-page";
