/** What a bench's server needs: its own data folder, the loopback fixture sites allowed, an admin to sign in as, quiet logs. */
export function benchServerEnv(dataDir: string, adminPassword: string): Record<string, string> {
  return { DATA_DIR: dataDir, ALLOW_PRIVATE_NETWORK: 'true', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: adminPassword, LOG_LEVEL: 'error' };
}
