import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config.ts';
import { HttpError, retryAfter } from '../http/http-error.ts';
import type { Logger } from '../logger.ts';
import { StoreOpenError } from '../store/json-db.ts';
import type { SecretRepository, Store } from '../store/repositories.ts';
import { createAdminTokens } from './admin-token.ts';
import { LoginRateLimiter } from './login-rate-limit.ts';
import { generatePassword, hashPassword, type PasswordHash, passwordHashSchema, sameText, verifyPassword } from './password-hash.ts';

export interface AdminIdentity {
  username: string;
}

export interface AuthService {
  /** A signed token for good credentials; throws a 401 (bad credentials) or 429 (too many attempts) error. */
  login(username: string, password: string, clientAddress: string): Promise<string>;
  /** The admin behind a valid token, or undefined for a missing, malformed, forged or expired one. */
  verify(token: string): AdminIdentity | undefined;
}

export interface AuthServiceDeps {
  config: ServerConfig;
  store: Store;
  logger: Logger;
  /** Where the generated password is shown once; stdout unless a test listens. */
  announce?: (text: string) => void;
  /** The login limiter's clock, for tests of the 15-minute window. */
  now?: () => number;
}

/** The username when ADMIN_USERNAME is not set. */
export const DEFAULT_ADMIN_USERNAME = 'admin';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';

/** A refused login: 401, or 429 with `retryAfterSeconds` (sent as Retry-After). */
export class LoginRefusedError extends HttpError {
  constructor(
    status: 401 | 429,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(status, message, retryAfterSeconds === undefined ? {} : { headers: retryAfter(retryAfterSeconds) });
    this.name = 'LoginRefusedError';
  }
}

export async function createAuthService({ config, store, logger, announce = writeToStdout, now }: AuthServiceDeps): Promise<AuthService> {
  const adminUsername = config.adminUsername ?? DEFAULT_ADMIN_USERNAME;
  const passwordHash = await adminPasswordHash(config, store.secrets, adminUsername, announce);
  const jwtSecret = config.jwtSecret ?? (await store.secrets.loadOrCreate('jwtSecret', async () => randomBytes(48).toString('base64url'))).value;
  const tokens = createAdminTokens(jwtSecret, adminUsername);
  const limiter = new LoginRateLimiter(store.loginAttempts, { now });

  return {
    async login(username, password, clientAddress) {
      const attempt = await limiter.begin(clientAddress);
      if (!attempt.allowed) {
        logger.warn('admin login refused: too many failed attempts', { clientAddress });
        throw new LoginRefusedError(429, tooManyAttemptsMessage(attempt.retryAfterSeconds), attempt.retryAfterSeconds);
      }
      // Both checks always run and are combined without short-circuit, so the timing
      // does not tell a wrong username from a wrong password.
      const usernameMatches = sameText(username, adminUsername);
      const passwordMatches = await verifyPassword(password, passwordHash);
      if (!(usernameMatches && passwordMatches)) {
        // The typed username is not logged: people paste passwords into it.
        logger.warn('admin login failed', { clientAddress });
        throw new LoginRefusedError(401, INVALID_CREDENTIALS_MESSAGE);
      }
      await attempt.succeeded();
      logger.info('admin logged in', { clientAddress });
      return tokens.sign(adminUsername);
    },
    verify(token) {
      const username = tokens.verify(token);
      return username === undefined ? undefined : { username };
    },
  };
}

function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * ADMIN_PASSWORD when set (hashed in memory, so every login costs the same);
 * otherwise the stored hash of a password generated and shown on the first start.
 */
async function adminPasswordHash(config: ServerConfig, secrets: SecretRepository, username: string, announce: (text: string) => void): Promise<PasswordHash> {
  if (config.adminPassword !== undefined) return hashPassword(config.adminPassword);

  let generated: string | undefined;
  const stored = await secrets.loadOrCreate('adminPasswordHash', async () => {
    generated = generatePassword();
    return `${JSON.stringify(await hashPassword(generated), null, 2)}\n`;
  });
  if (stored.created && generated !== undefined) {
    announce(
      [
        '',
        'No ADMIN_PASSWORD is set, so an admin password was generated. It is shown only this once:',
        `  username: ${username}`,
        `  password: ${generated}`,
        `Only its scrypt hash is kept (${secrets.locationOf('adminPasswordHash')}). Delete it to generate a new one, or set ADMIN_PASSWORD.`,
        '',
      ].join('\n'),
    );
  }
  const parsed = passwordHashSchema.safeParse(safeJson(stored.value));
  if (!parsed.success) {
    const file = secrets.locationOf('adminPasswordHash');
    throw new StoreOpenError(`The admin password file ${file} is not a valid scrypt hash. Delete it to generate a new password, or set ADMIN_PASSWORD.`);
  }
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function writeToStdout(text: string) {
  process.stdout.write(`${text}\n`);
}
