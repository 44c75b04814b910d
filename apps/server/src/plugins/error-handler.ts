import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorCode } from "@trophy/shared/error-codes";
import { DomainError, isUnstorableText } from "../lib/errors";
import { ERROR_TEXTS, VALIDATION_TEXTS } from "../texts/errors";

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { code?: string; input?: unknown; path?: PropertyKey[] } };
}

const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized)/;

/** One readable sentence per request: our own schema messages verbatim, zod defaults named by field. */
function describeValidation(issues: ValidationIssue[], context: string): string {
  const issue = issues[0];
  if (!issue) return ERROR_TEXTS.validation_failed;
  const field =
    issue.params?.issue?.path?.map(String).join(".") ??
    issue.instancePath?.replace(/^\//, "").replace(/\//g, ".");
  if (issue.params?.issue?.code === "invalid_type" && issue.params.issue.input === undefined) {
    return field ? VALIDATION_TEXTS.required(field) : VALIDATION_TEXTS.requestPartRequired(context);
  }
  const message = issue.message ?? ERROR_TEXTS.validation_failed;
  return field && ZOD_DEFAULT_MESSAGE.test(message)
    ? VALIDATION_TEXTS.fieldMessage(field, message)
    : message;
}

/** The code of one of Fastify's own 4xx answers (body parsing, content type, size). */
function fastifyCode(error: FastifyError, status: number): ErrorCode {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "invalid_json";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "unsupported_media_type";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "payload_too_large";
  }
  if (error instanceof SyntaxError) return "invalid_json";
  if (status === 404) return "not_found";
  if (status === 413) return "payload_too_large";
  if (status === 415) return "unsupported_media_type";
  return "bad_request";
}

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`): a path
 * that is not a valid URL, a path parameter over the length limit.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code: ErrorCode =
    error.code === "FST_ERR_MAX_PARAM_LENGTH" ? "url_too_long" : "invalid_url";
  void reply.code(error.statusCode ?? 400).send({ error: ERROR_TEXTS[code], code });
}

/** Errors become `{error, code}` with the right status; unexpected ones are logged and hidden. */
export const errorHandler = fp((app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ error: error.message, code: error.code, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as unknown as ValidationIssue[];
      return reply.code(400).send({
        error: describeValidation(issues, error.validationContext ?? "body"),
        code: "validation_failed",
      });
    }
    const status = error.statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.message, code: fastifyCode(error, status) });
    }
    if (isUnstorableText(error)) {
      const code = "unstorable_text";
      return reply.code(400).send({ error: ERROR_TEXTS[code], code });
    }
    request.log.error({ err: error }, "unhandled error");
    const code = "internal_error";
    return reply.code(500).send({ error: ERROR_TEXTS[code], code });
  });
});
