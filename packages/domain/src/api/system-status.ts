/** GET /api/admin/system: how this installation runs and how it is doing, for the system admin's System page. */
export interface SystemStatus {
  version: string;
  node: string;
  startedAt: string;
  database: { kind: 'embedded' | 'postgresql'; migrationsApplied: number; sizeBytes: number | null };
  /** Where background work (photo processing) waits: this process's memory, or the database (pg-boss). */
  queue: string;
  payments: 'sandbox' | 'stripe';
  /** Outgoing e-mail: through an SMTP relay, or recorded in the e-mail log only. */
  mail: 'smtp' | 'recorded';
  storage: 'local' | 's3';
  studios: { active: number; pending: number };
  /** Every user, as the Users list counts them, and how many of them are switched off. */
  users: { total: number; disabled: number };
  orders: { today: number; total: number };
  photos: { pending: number; failed: number };
  /** E-mail of the last 24 hours by fate. */
  mailLastDay: { sent: number; recorded: number; failed: number };
}
