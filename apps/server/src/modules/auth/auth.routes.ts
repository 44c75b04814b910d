import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  loginRequestSchema,
  loginResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendVerificationSchema,
  confirmVerificationSchema,
  setPasswordResponseSchema,
  verificationTokenParamsSchema,
  verifyEmailResponseSchema,
} from "@trophy/shared/schemas/auth";
import {
  errorResponseSchema,
  errorResponses,
  messageResponseSchema,
} from "@trophy/shared/schemas/common";
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  resetTokenParamsSchema,
} from "@trophy/shared/schemas/password";
import { languageFromAcceptLanguage } from "../../lib/accept-language";
import { principalOf } from "../sessions/principal";
import { NOTICES } from "../../texts/notices";
import { issueConsentTicket } from "../consent/consent-ticket";
import { accountExistsMailer } from "./account-exists-mail";
import { requestPasswordReset, resetMailer, resetPassword } from "./password-reset.service";
import { register } from "./registration.service";
import { login, refresh, revokeSession } from "./session.service";
import { clientMark } from "./refresh-successor";
import { revokeUserSessions } from "../sessions/user-sessions";
import {
  checkVerificationToken,
  confirmVerification,
  resendVerification,
  verificationMailer,
} from "./verification.service";

const errors = errorResponses(400, 401, 403);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendVerificationMail = verificationMailer(app.mailQueue, app.config.publicUrl);
  const sendResetMail = resetMailer(app.mailQueue, app.config.publicUrl);
  const sendAccountExistsMail = accountExistsMailer(app.mailQueue, app.config.publicUrl);
  const { registrationsPerAddressPerHour, parentalConsentAge } = app.config;

  app.post(
    "/register",
    {
      schema: {
        body: registerRequestSchema,
        response: {
          201: registerResponseSchema,
          ...errors,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await register(
          app.db,
          { sendVerificationMail, sendAccountExistsMail, notifier: app.notifier },
          { registrationsPerAddressPerHour, parentalConsentAge },
          request.body,
          {
            ip: request.ip,
            language: languageFromAcceptLanguage(request.headers["accept-language"]),
          },
        ),
      ),
  );

  app.post(
    "/login",
    {
      config: { endsSessions: true },
      schema: {
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) =>
      login(app.db, app.accessKey, request.body, request.ip, {
        sessionsPerUser: app.config.sessionsPerUser,
        consentTicketFor: (userId) => issueConsentTicket(app.consentTicketKey, userId),
      }),
  );

  app.post(
    "/refresh",
    {
      config: { endsSessions: true },
      schema: { body: refreshRequestSchema, response: { 200: refreshResponseSchema, ...errors } },
    },
    async (request) =>
      refresh(
        app.db,
        app.accessKey,
        request.body.refreshToken,
        clientMark(request.ip, request.headers["user-agent"]),
      ),
  );

  app.post(
    "/logout",
    {
      config: { endsSessions: true },
      onRequest: app.authenticate,
      schema: { response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await revokeSession(app.db, principalOf(request).sessionId);
      return { message: NOTICES.loggedOut };
    },
  );

  app.post(
    "/logout-all",
    {
      config: { endsSessions: true },
      onRequest: app.authenticate,
      schema: { response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await revokeUserSessions(app.db, principalOf(request).userId);
      return { message: NOTICES.loggedOutEverywhere };
    },
  );

  app.post(
    "/forgot-password",
    {
      schema: {
        body: forgotPasswordSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, sendResetMail, request.body.email, request.ip);
      return { message: NOTICES.resetRequested };
    },
  );

  app.post(
    "/reset-password/:token",
    {
      config: { endsSessions: true },
      schema: {
        params: resetTokenParamsSchema,
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.params.token, request.body.password);
      return { message: NOTICES.passwordReset };
    },
  );

  app.post(
    "/resend-verification",
    {
      schema: {
        body: resendVerificationSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await resendVerification(
        app.db,
        { queue: app.mailQueue, publicUrl: app.config.publicUrl },
        request.body.email,
        request.ip,
      );
      return { message: NOTICES.resendAccepted };
    },
  );

  app.get(
    "/verify-email/:token",
    {
      schema: {
        params: verificationTokenParamsSchema,
        response: { 200: verifyEmailResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => checkVerificationToken(app.db, request.params.token),
  );

  app.post(
    "/verify-email/:token",
    {
      schema: {
        params: verificationTokenParamsSchema,
        body: confirmVerificationSchema,
        response: {
          200: setPasswordResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { kind, userId, awaitsConsent } = await confirmVerification(
        app.db,
        request.params.token,
        request.body.password,
        request.ip,
      );
      return {
        success: true as const,
        message: kind === "existing" ? NOTICES.emailVerified : NOTICES.passwordSet,
        ...(awaitsConsent
          ? { consentTicket: await issueConsentTicket(app.consentTicketKey, userId) }
          : {}),
      };
    },
  );
};
