import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { issuePaths } from '../../engine/contract/issue-paths.ts';
import { parseAllowedHosts } from '../../engine/crawl/network-guard.ts';
import { RENDERING_MODES, type RenderingMode } from '../../engine/crawl/render-stage.ts';
import { DEFAULT_MAX_ANALYSES_PER_CLIENT } from './analysis/client-quota.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/** DESIGN section 2: the environment variables are a contract; tests rely on these names. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ALLOW_PRIVATE_NETWORK: booleanFlag,
  ANALYSIS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  /** Visitors' analyses one client may have waiting or running at once; 0 for no limit. */
  MAX_ANALYSES_PER_CLIENT: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_MAX_ANALYSES_PER_CLIENT),
  BOOKING_URL: z.string().default('https://cal.com/'),
  TESTIMONIAL_WIDGET_URL: z.string().default(''),
  NEWSLETTER_SCRIPT_URL: z.string().default(''),
  FAVICON_SERVICE_URL: z.string().default('https://www.google.com/s2/favicons?domain={domain}&sz={size}'),
  /** Where the built PWA lives; the default is the output of `npm run build`. */
  STATIC_DIR: z.string().default(path.join(repoRoot, 'dist', 'pwa')),
  /** Set when a proxy terminates HTTPS in front of us, so client addresses and HSTS are right. */
  TRUST_PROXY: booleanFlag,
  LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info']).default('info'),
  /** Pages drawn in headless Chromium: auto (when static reading falls short), always (the home page every time), off. */
  BROWSER_RENDERING: z.enum(RENDERING_MODES as [RenderingMode, ...RenderingMode[]]).default('auto'),
  /** Comma-separated host:port reachable although private networks are refused (loopback fixtures, demos). */
  ALLOW_PRIVATE_HOSTS: z
    .string()
    .default('')
    .transform(parseAllowedHosts)
    .refine((hosts) => hosts.every((host) => /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(host)), 'each entry must be host:port'),
  /** The Chromium for rendering and PDFs; found on the machine when unset. */
  CHROMIUM_PATH: z.string().min(1).optional(),
  /** postgres://…: the store on PostgreSQL, shared by several processes (issue #14); unset = the embedded store in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// address')
    .optional(),
  /** With DATABASE_URL: seconds before a job of a process that died is taken up by another; unset = the analysis' hard limit plus time to save. */
  QUEUE_EXPIRY_SECONDS: z.coerce.number().int().min(3).max(3600).optional(),
  /** Days the pages each analysis read are kept (issue #30); 0 keeps none. */
  PAGES_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  allowPrivateNetwork: boolean;
  analysisConcurrency: number;
  maxAnalysesPerClient: number;
  bookingUrl: string;
  testimonialWidgetUrl: string;
  newsletterScriptUrl: string;
  faviconServiceUrl: string;
  staticDir: string;
  trustProxy: boolean;
  logLevel: 'silent' | 'error' | 'warn' | 'info';
  /** CHROMIUM_PATH as given; a path that does not exist means no Chromium. */
  browserRendering: RenderingMode;
  allowPrivateHosts: string[];
  chromiumPath: string | undefined;
  /** DATABASE_URL; when set the store is PostgreSQL's, not the embedded one. */
  databaseUrl: string | undefined;
  /** QUEUE_EXPIRY_SECONDS; undefined = the default of analysis/pg-boss-queue.ts. */
  queueExpirySeconds: number | undefined;
  /** PAGES_RETENTION_DAYS: how long an analysis' pages are kept; 0 keeps none. */
  pagesRetentionDays: number;
}

export class ConfigError extends Error {}

const OPTIONAL_SERVICES = new Set(['BOOKING_URL', 'TESTIMONIAL_WIDGET_URL', 'NEWSLETTER_SCRIPT_URL', 'FAVICON_SERVICE_URL']);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // Empty strings count as unset, as shells and .env files often leave them so, except
  // for the third-party addresses, where empty is how one switches a service off.
  const present = Object.fromEntries(Object.entries(env).filter(([key, value]) => value !== '' || OPTIONAL_SERVICES.has(key)));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const details = issuePaths(parsed.error).map((issue) => `${issue.path}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${details.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    allowPrivateNetwork: e.ALLOW_PRIVATE_NETWORK,
    analysisConcurrency: e.ANALYSIS_CONCURRENCY,
    maxAnalysesPerClient: e.MAX_ANALYSES_PER_CLIENT,
    bookingUrl: e.BOOKING_URL,
    testimonialWidgetUrl: e.TESTIMONIAL_WIDGET_URL,
    newsletterScriptUrl: e.NEWSLETTER_SCRIPT_URL,
    faviconServiceUrl: e.FAVICON_SERVICE_URL,
    staticDir: path.resolve(e.STATIC_DIR),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    browserRendering: e.BROWSER_RENDERING,
    allowPrivateHosts: e.ALLOW_PRIVATE_HOSTS,
    chromiumPath: e.CHROMIUM_PATH,
    databaseUrl: e.DATABASE_URL,
    queueExpirySeconds: e.QUEUE_EXPIRY_SECONDS,
    pagesRetentionDays: e.PAGES_RETENTION_DAYS,
  };
}
