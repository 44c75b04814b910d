import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { SERVER_ERRORS } from "@trophy/shared/messages";
import { DomainError, isUnstorableText } from "../lib/errors";

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { code?: string; input?: unknown; path?: PropertyKey[] } };
}

const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized)/;

/** One readable sentence per request: our own schema messages verbatim, zod defaults named by field. */
function describeValidation(issues: ValidationIssue[], context: string): string {
  const issue = issues[0];
  if (!issue) return "Invalid request";
  const field =
    issue.params?.issue?.path?.map(String).join(".") ??
    issue.instancePath?.replace(/^\//, "").replace(/\//g, ".");
  if (issue.params?.issue?.code === "invalid_type" && issue.params.issue.input === undefined) {
    return field ? `${field} is required` : `Request ${context} is required`;
  }
  const message = issue.message ?? "Invalid request";
  return field && ZOD_DEFAULT_MESSAGE.test(message) ? `${field}: ${message}` : message;
}

/** Errors become `{error}` with the right status; unexpected ones are logged and hidden. */
export const errorHandler = fp((app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.code(error.statusCode).headers(error.headers).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as unknown as ValidationIssue[];
      return reply
        .code(400)
        .send({ error: describeValidation(issues, error.validationContext ?? "body") });
    }
    if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ error: error.message });
    }
    if (isUnstorableText(error))
      return reply.code(400).send({ error: SERVER_ERRORS.unstorableText });
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ error: SERVER_ERRORS.internal });
  });
});
