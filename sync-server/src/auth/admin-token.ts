import jwt from 'jsonwebtoken';

export const TOKEN_ALGORITHM = 'HS256';
export const TOKEN_ISSUER = 'onboarding-analyzer';
export const TOKEN_AUDIENCE = 'onboarding-analyzer-admin';
/** An admin session lasts a working day; then the PWA asks for the password again. */
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export interface AdminTokens {
  sign(username: string): string;
  /** The username inside a valid token, or undefined for anything else. */
  verify(token: string): string | undefined;
}

/**
 * HS256 tokens for the one admin. Verification pins the algorithm (no `none`, no
 * other algorithm with our key), checks issuer, audience and expiry, and accepts only
 * the configured username, so tokens issued to a previous username stop working.
 */
export function createAdminTokens(secret: string, adminUsername: string): AdminTokens {
  return {
    sign(username) {
      return jwt.sign({}, secret, {
        algorithm: TOKEN_ALGORITHM,
        subject: username,
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        expiresIn: TOKEN_LIFETIME_SECONDS,
      });
    },
    verify(token) {
      let payload: string | jwt.JwtPayload;
      try {
        payload = jwt.verify(token, secret, {
          algorithms: [TOKEN_ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
        });
      } catch {
        return undefined;
      }
      // A token without an expiry never dies; refuse it even though it is signed.
      if (typeof payload !== 'object' || typeof payload.exp !== 'number') return undefined;
      return payload.sub === adminUsername ? payload.sub : undefined;
    },
  };
}
