/**
 * What a /api/v1 call notes about itself once its caller is known, for the developer's request
 * log (modules/developers/request-log.ts writes it after the answer). Calls with no known
 * developer (a missing or unknown key) have no note and are not logged.
 */
export interface ApiCallNote {
  developerId: string;
  keyId: string;
  livemode: boolean;
  /** The operationId of the route, e.g. `awardTrophies`. */
  operation: string;
  studentEmail: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    apiCall?: ApiCallNote;
  }
}
