// Access tokens: short-lived JWTs (HS256, jose). Verification allowlists the
// algorithm, issuer and audience and requires exp, so alg:none, foreign or
// tampered tokens never pass. Each token names its session (`sid`, the refresh
// token family of its sign-in), so ending a session ends its access tokens at
// once: see backend/auth/require-user.ts and docs/security.md.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ISSUER = 'agency-portal-api';
export const AUDIENCE = 'agency-portal';

export interface AccessTokenSettings {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
}

// Importing the HMAC key costs about 0.4 ms; every request verifies a token, so keep it.
const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(settings: AccessTokenSettings, user: { id: number; username: string }, sessionId: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ username: user.username, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + settings.accessTokenTtlSeconds)
    .setJti(randomUUID())
    .sign(await keyOf(settings.jwtSecret));
}

export interface VerifiedAccessToken {
  userId: number;
  /** the session (refresh token family) the token was issued for */
  sessionId: string;
}

/** The user and session of a valid token, or null for anything else (a token without a session included). */
export async function verifyAccessToken(settings: AccessTokenSettings, token: string, now: Date): Promise<VerifiedAccessToken | null> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(settings.jwtSecret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'sid'],
      currentDate: now,
    });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    if (typeof sessionId !== 'string' || sessionId.length === 0 || sessionId.length > 64) return null;
    return { userId, sessionId };
  } catch {
    return null;
  }
}
