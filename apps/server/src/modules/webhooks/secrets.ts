/** The secret box's purpose: its keys are derived for webhook endpoints' signing secrets alone. */
export const WEBHOOK_SECRETS_PURPOSE = "webhook-secrets";
