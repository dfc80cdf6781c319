/**
 * Whether an error means the database is out of reach rather than that the request was wrong: the server
 * restarting or shutting down, a connection refused, dropped or timed out, a statement cancelled by its
 * timeout. Such a request is answered 503 (the shell's maintenance page) and the next one gets a fresh
 * connection; nothing about it is the caller's fault, and retrying later is the right thing to do.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: terminating connection due to administrator command
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the database system is starting up / shutting down
  '57014', // query_canceled: the statement timeout
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg's own connection failures carry no code, only these sentences. */
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error (`cause`); pg raises it as is.
  for (let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth += 1) {
    const code = typeof current.code === 'string' ? current.code : '';
    // Class 08: connection exceptions.
    if (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (typeof current.message === 'string' && UNAVAILABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}
