import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger as PinoLogger } from 'pino';

export type LogLevel = 'silent' | 'error' | 'warn' | 'info';

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** The app's logger, with the pino instance underneath for the per-request log (http/request-log.ts). */
export interface ServerLogger extends Logger {
  readonly pino: PinoLogger;
}

/** The request being served, so every event logged while serving it carries its id. */
const currentRequest = new AsyncLocalStorage<{ requestId: string }>();

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return currentRequest.run({ requestId }, work);
}

/**
 * Keys whose values never reach a log line, wherever a caller puts them: a field named
 * like a credential is censored even if a future call site passes one by mistake.
 */
const SECRET_KEYS = ['password', 'token', 'authorization', 'cookie', 'jwtSecret', 'secret', 'webhookSecret', 'feedKey', 'csvContent', 'html', 'body'];
export const REDACTED_PATHS = [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`)];

/**
 * One JSON object per line on stderr (pino), at LOG_LEVEL. `write` receives each line
 * without its newline (tests collect them). For reading logs in a terminal, pipe them
 * through pino-pretty (`npm run serve:pretty`).
 */
export function createLogger(level: LogLevel, write?: (line: string) => void): ServerLogger {
  const destination = write ? { write: (line: string) => write(line.replace(/\n$/, '')) } : pino.destination({ fd: 2, sync: true });
  const logger = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { error: pino.stdSerializers.err, err: pino.stdSerializers.err },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      mixin: () => {
        const request = currentRequest.getStore();
        return request ? { requestId: request.requestId } : {};
      },
    },
    destination,
  );
  return {
    pino: logger,
    info: (message, fields) => logger.info(fields ?? {}, message),
    warn: (message, fields) => logger.warn(fields ?? {}, message),
    error: (message, fields) => logger.error(fields ?? {}, message),
  };
}
