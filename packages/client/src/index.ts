export {
  createTrophyClient,
  keyMode,
  TrophyClient,
  type Award,
  type AwardInput,
  type AwardLookup,
  type AwardResponse,
  type BatchItemInput,
  type BatchResponse,
  type BatchResult,
  type CallOptions,
  type ConnectionResponse,
  type KeyMode,
  type ReverseResponse,
  type SimulatedError,
  type StudentChoice,
  type TrophyClientOptions,
  type WriteOptions,
} from "./client.js";
export {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  RedirectError,
  ServiceUnavailableError,
  TrophyApiError,
  TrophyConnectionError,
  TrophyError,
  UnprocessableError,
  type ErrorCode,
} from "./errors.js";
export type { FetchLike, RetryOptions } from "./retry.js";
export {
  verifyWebhook,
  WebhookVerificationError,
  type WebhookEvent,
  type WebhookHeaders,
} from "./webhooks.js";
export type { components, operations, paths, webhooks } from "./generated/openapi.js";
