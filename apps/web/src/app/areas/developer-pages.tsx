// The developer area's other pages: one chunk, loaded when one of them is first opened or its
// link is about to be followed.
export { DeveloperApiKeysPage } from "@/features/developer/pages/developer-api-keys-page";
export { DeveloperWebhooksPage } from "@/features/developer/pages/developer-webhooks-page";
export { DeveloperDocumentationPage } from "@/features/developer/pages/developer-documentation-page";
export { ProfilePage } from "@/features/profile/pages/profile-page";
