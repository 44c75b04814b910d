import { SignJWT, jwtVerify } from "jose";
import { Unauthorized } from "../../lib/errors";

const ISSUER = "trophy-rewards";
const AUDIENCE = "consent-step";
const TTL_SECONDS = 3600;

/**
 * A young student's pass to their consent step (docs/product.md, Privacy): given only to whoever
 * just proved the account is theirs (their verification link and new password, or a sign-in with
 * the right password) while consent is pending. It names the student and nothing else, opens no
 * session, and is signed with a key of its own, so it can never pass for an access token.
 */
export function issueConsentTicket(key: Uint8Array, studentId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(studentId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TTL_SECONDS}s`)
    .sign(key);
}

/** The student a ticket names; 401 `consent_ticket_invalid` for anything expired or forged. */
export async function studentOfTicket(key: Uint8Array, ticket: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(ticket, key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
    });
    if (typeof payload.sub === "string") return payload.sub;
  } catch {
    // Falls through to the one refusal: the reason a ticket fails is nobody's business.
  }
  throw new Unauthorized("consent_ticket_invalid");
}
