// The page a parent's consent link opens: a chunk of its own, loaded when a link is opened.
export { ConsentPage } from "@/features/auth/pages/consent-page";
// The young student's own consent step, reached from verification or a refused sign-in.
export { ConsentAskPage } from "@/features/auth/pages/consent-ask-page";
