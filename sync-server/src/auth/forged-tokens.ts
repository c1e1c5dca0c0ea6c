import jwt from 'jsonwebtoken';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './admin-token.ts';

/**
 * Tokens an attacker (or a stale browser) might present, for tests of every admin
 * route. `secret` is the server's real JWT_SECRET, so each token differs from a
 * valid one in exactly one way.
 */
export function forgedTokens(secret: string, username = 'admin') {
  const claims = { sub: username, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE };
  const nowSeconds = Math.floor(Date.now() / 1000);
  const valid = jwt.sign({}, secret, { algorithm: 'HS256', subject: username, issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, expiresIn: 600 });
  const [header, payload, signature] = valid.split('.') as [string, string, string];
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const decodedPayload = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;

  return {
    garbage: 'not-a-jwt',
    expired: jwt.sign({ ...claims, iat: nowSeconds - 7200, exp: nowSeconds - 3600 }, secret, { algorithm: 'HS256' }),
    wrongKey: jwt.sign({}, `${secret}-but-not-quite`, {
      algorithm: 'HS256',
      subject: username,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      expiresIn: 600,
    }),
    algNone: `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    // Same key, another HMAC: a verifier that trusts the header's alg would accept it.
    algorithmSwap: jwt.sign({}, secret, { algorithm: 'HS512', subject: username, issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, expiresIn: 600 }),
    tamperedPayload: `${header}.${encode({ ...decodedPayload, exp: nowSeconds + 10 * 365 * 24 * 3600 })}.${signature}`,
    otherUser: jwt.sign({}, secret, { algorithm: 'HS256', subject: `${username}-2`, issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, expiresIn: 600 }),
    wrongAudience: jwt.sign({}, secret, { algorithm: 'HS256', subject: username, issuer: TOKEN_ISSUER, audience: 'someone-else', expiresIn: 600 }),
    noExpiry: jwt.sign({ ...claims }, secret, { algorithm: 'HS256' }),
  };
}
