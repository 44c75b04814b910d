import { SignJWT, jwtVerify } from "jose";
import { ACCESS_TOKEN_TTL_SECONDS, type UserType } from "@trophy/shared/constants";

const ISSUER = "trophy-rewards";

export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: UserType;
}

export interface VerifiedClaims extends AccessClaims {
  expiresAt: Date;
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

/**
 * The claims of a token valid under one of the keys (the current secret's first), or null for
 * anything expired, forged or malformed.
 */
export async function verifyAccessToken(
  keys: Uint8Array[],
  token: string,
): Promise<VerifiedClaims | null> {
  for (const key of keys) {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ["HS256"] });
      if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
      if (typeof payload.exp !== "number") return null;
      return {
        userId: payload.sub,
        sessionId: payload.sid,
        role: payload.role as UserType,
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch {
      continue;
    }
  }
  return null;
}
