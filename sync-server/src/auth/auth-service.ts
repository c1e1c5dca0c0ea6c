import type { ServerConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Store } from '../store/store.ts';

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
}

// Placeholder until the admin issue lands: nobody can log in, every token is refused.
export async function createAuthService(_deps: AuthServiceDeps): Promise<AuthService> {
  return {
    async login() {
      throw Object.assign(new Error('Admin login is not available yet'), { status: 503, expose: true });
    },
    verify: () => undefined,
  };
}
