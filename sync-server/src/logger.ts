export type LogLevel = 'silent' | 'error' | 'warn' | 'info';

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const rank: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3 };

/** One line per event on stderr; callers never pass secrets or request bodies. */
export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>, message: string, fields?: Record<string, unknown>) => {
    if (rank[at] > rank[level]) return;
    const extra = fields ? ` ${JSON.stringify(fields, errorReplacer)}` : '';
    write(`${new Date().toISOString()} ${at.toUpperCase()} ${message}${extra}`);
  };
  return {
    info: (message, fields) => emit('info', message, fields),
    warn: (message, fields) => emit('warn', message, fields),
    error: (message, fields) => emit('error', message, fields),
  };
}

function errorReplacer(_key: string, value: unknown) {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}
