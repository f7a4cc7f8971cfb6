// Access tokens: short-lived JWTs (HS256, jose). Verification allowlists the
// algorithm, issuer and audience and requires exp, so alg:none, foreign or
// tampered tokens never pass.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ISSUER = 'agency-portal-api';
export const AUDIENCE = 'agency-portal';

export interface AccessTokenSettings {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(
  settings: AccessTokenSettings,
  user: { id: number; username: string },
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ username: user.username })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + settings.accessTokenTtlSeconds)
    .setJti(randomUUID())
    .sign(keyOf(settings.jwtSecret));
}

/** The user id of a valid token, or null for anything else. */
export async function verifyAccessToken(settings: AccessTokenSettings, token: string, now: Date): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(settings.jwtSecret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
      currentDate: now,
    });
    const id = Number(payload.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
