// The privacy and terms pages: one chunk, loaded when one of them is first opened.
export { PrivacyPage } from "@/features/legal/pages/privacy-page";
export { TermsPage } from "@/features/legal/pages/terms-page";
