import type { AppConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { AuthService } from '../modules/platform/services/auth-service';
import type { Mailer } from '../services/mail/mailer';
import type { JobQueue } from '../services/queue/queue';
import type { PaymentsGateway } from '../services/payments/payments';
import type { ConnectGateway } from '../services/payments/connect';
import type { Storage } from '../services/storage/storage';
import type { TaxCalculator } from '../services/tax/tax';

/** The caller behind a valid access token. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  permissions: string[];
  studioId: number | null;
  isSystemAdmin: boolean;
  /** The authorization version the token carries; the guards compare it with the database's. */
  authVersion: number;
  /** Kept away from jobs and organizations (the token's rspo_job claim). */
  rspoJob: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    /** Which database `db` talks to: the embedded PGlite or PostgreSQL. */
    databaseKind: DatabaseHandle['kind'];
    storage: Storage;
    mailer: Mailer;
    payments: PaymentsGateway;
    /** Stripe Connect (studio payouts) and the provider's signed events. */
    connect: ConnectGateway;
    tax: TaxCalculator;
    auth: AuthService;
    queue: JobQueue;
  }
  interface FastifyRequest {
    /** Set by the auth hook of the protected prefixes; null on public routes. */
    user: AuthUser | null;
  }
}
