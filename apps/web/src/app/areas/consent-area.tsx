// The page a parent's consent link opens: a chunk of its own, loaded when a link is opened.
export { ConsentPage } from "@/features/auth/pages/consent-page";
