import type { FastifyInstance } from "fastify";
import {
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_EMAIL,
  LOGIN_THROTTLE_WINDOW_SECONDS,
} from "@trophy/shared/constants";
import { SERVER_ERRORS } from "@trophy/shared/messages";
import { TooManyRequests } from "../../lib/errors";
import { clearBucket, currentWindow, hit, peekCounts } from "../rate-limit/rate-limit.service";

const emailBucket = (email: string) => `login-fail:email:${email}`;
const addressBucket = (ip: string) => `login-fail:ip:${ip}`;

/** Refuses a sign-in while its e-mail or its client address has failed too often lately. */
export async function assertLoginAllowed(
  app: FastifyInstance,
  email: string,
  ip: string,
): Promise<void> {
  const window = currentWindow(LOGIN_THROTTLE_WINDOW_SECONDS);
  const counts = await peekCounts(app.db, [emailBucket(email), addressBucket(ip)], window);
  if (
    (counts.get(emailBucket(email)) ?? 0) >= LOGIN_MAX_FAILURES_PER_EMAIL ||
    (counts.get(addressBucket(ip)) ?? 0) >= LOGIN_MAX_FAILURES_PER_ADDRESS
  ) {
    throw new TooManyRequests(SERVER_ERRORS.tooManyAttempts, window.resetIn);
  }
}

export async function recordLoginFailure(
  app: FastifyInstance,
  email: string,
  ip: string,
): Promise<void> {
  await hit(
    app.db,
    [emailBucket(email), addressBucket(ip)],
    currentWindow(LOGIN_THROTTLE_WINDOW_SECONDS),
  );
}

/** A successful sign-in forgives the e-mail's failures (not the address's: it may be shared). */
export async function clearLoginFailures(app: FastifyInstance, email: string): Promise<void> {
  await clearBucket(app.db, emailBucket(email));
}
