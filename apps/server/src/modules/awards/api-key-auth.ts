import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { API_RATE_LIMIT_PER_HOUR } from "@trophy/shared/constants";
import { SERVER_ERRORS } from "@trophy/shared/messages";
import type { UserRow } from "../../db/schema";
import { Forbidden, TooManyRequests, Unauthorized } from "../../lib/errors";
import { findKeyOwner } from "../developers/api-keys.service";
import { currentWindow, hit } from "../rate-limit/rate-limit.service";
import { isSuspended } from "../users/user-status";

export interface ApiClient {
  keyId: string;
  developer: UserRow;
}

declare module "fastify" {
  interface FastifyRequest {
    apiClient: ApiClient | null;
  }
}

const RATE_WINDOW_SECONDS = 3600;

/**
 * onRequest hook of the award API: identifies the key (401), counts the call against the key's
 * hourly limit in the database so every instance shares it (429), then checks the developer may
 * award (403). Every answer to an identified key carries the RateLimit headers.
 */
export async function authenticateApiKey(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const header = request.headers["x-api-key"];
  const presented = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!presented) throw new Unauthorized(SERVER_ERRORS.apiKeyMissing);
  if (presented.length > 200) throw new Unauthorized(SERVER_ERRORS.apiKeyInvalid);
  const owner = await findKeyOwner(app, presented);
  if (!owner) throw new Unauthorized(SERVER_ERRORS.apiKeyInvalid);
  request.apiClient = owner;

  const window = currentWindow(RATE_WINDOW_SECONDS);
  const bucket = `api-key:${owner.keyId}`;
  const count = (await hit(app.db, [bucket], window)).get(bucket) ?? 0;
  void reply.headers({
    "ratelimit-limit": String(API_RATE_LIMIT_PER_HOUR),
    "ratelimit-remaining": String(Math.max(0, API_RATE_LIMIT_PER_HOUR - count)),
    "ratelimit-reset": String(window.resetIn),
  });
  if (count > API_RATE_LIMIT_PER_HOUR)
    throw new TooManyRequests(SERVER_ERRORS.rateLimited, window.resetIn);

  if (isSuspended(owner.developer)) throw new Forbidden(SERVER_ERRORS.suspended);
  if (owner.developer.developerStatus !== "validated")
    throw new Forbidden(SERVER_ERRORS.developerNotValidated);
}
