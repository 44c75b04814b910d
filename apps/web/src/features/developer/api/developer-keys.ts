/** Query keys of the developer's data; the session's end clears them all (signOutLocally). */
export const developerKeys = {
  all: ["developer"] as const,
  apiKey: ["developer", "api-key"] as const,
  usage: ["developer", "usage"] as const,
  requests: (failingFirst: boolean) => ["developer", "requests", { failingFirst }] as const,
  webhooks: ["developer", "webhooks"] as const,
  deliveries: (webhookId: string) => ["developer", "webhooks", webhookId, "deliveries"] as const,
};
