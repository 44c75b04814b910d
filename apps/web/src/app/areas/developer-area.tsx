// The developer area's code, one chunk loaded when a developer route is first opened.
export { TopNavLayout as Layout } from "../layouts/top-nav-layout";
export { DeveloperHomePage as HomePage } from "@/features/developer/pages/developer-home-page";
export { DeveloperApiKeysPage } from "@/features/developer/pages/developer-api-keys-page";
export { DeveloperWebhooksPage } from "@/features/developer/pages/developer-webhooks-page";
export { DeveloperDocumentationPage } from "@/features/developer/pages/developer-documentation-page";
export { ProfilePage } from "@/features/profile/pages/profile-page";
