import { SignJWT, jwtVerify } from "jose";
import { ACCESS_TOKEN_TTL_SECONDS, type UserType } from "@trophy/shared/constants";

const ISSUER = "trophy-rewards";

export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: UserType;
}

export function signAccessToken(key: Uint8Array, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, role: claims.role })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key);
}

/** The claims of a valid token, or null for anything expired, forged or malformed. */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    return { userId: payload.sub, sessionId: payload.sid, role: payload.role as UserType };
  } catch {
    return null;
  }
}
