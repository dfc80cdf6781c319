export interface DatabaseTimeouts {
  /** How long a request waits for a new connection before it fails (a stopped or unreachable server). */
  connectMs: number;
  /** How long one statement may run: the server cancels it, and the client stops waiting soon after. */
  statementMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 30_000 };
