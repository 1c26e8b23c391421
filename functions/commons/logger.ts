import { config } from '../config';

type Level = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

const LEVELS: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Keys whose values never reach a log line: credentials, bodies and personal data of spec §3. */
const REDACTED_KEY =
  /pass(word)?|token|secret|authorization|cookie|body|rijksregister|notes|outcome|absencereason|iban|bankaccount|e-?mail|phone|address|childname|parentname/i;
/** Levels of nesting a line keeps; any value deeper is left out unread, so nothing below it can slip through. */
const MAX_DEPTH = 4;
const REDACTED = '[redacted]';

function redact(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) {
    // Own fields (an AWS error's code, a StoredItemError's entity and issue paths) say what failed.
    const own = redact({ ...value }, depth + 1) as Record<string, unknown>;
    return { ...own, name: value.name, message: value.message, stack: value.stack };
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      REDACTED_KEY.test(key) ? REDACTED : redact(inner, depth + 1),
    ]),
  );
}

export type Logger = {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
  child(fields: Fields): Logger;
};

/** One JSON line per entry, so CloudWatch Logs Insights can query by route, user and request id. */
export function createLogger(context: Fields = {}): Logger {
  const threshold = LEVELS[config.LOG_LEVEL];
  const write = (level: Level, message: string, fields?: Fields) => {
    if (LEVELS[level] < threshold) return;
    const line = JSON.stringify(
      redact({ level, time: new Date().toISOString(), message, ...context, ...fields }),
    );
    (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    child: (fields) => createLogger({ ...context, ...fields }),
  };
}

export const logger = createLogger();
