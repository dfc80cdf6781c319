import type { AppConfig } from '../config';
import type { AuthUser } from '../http/auth-user';
import type { Database, DatabaseHandle } from '../db/client';
import type { AuthService } from '../modules/accounts/services/auth-service';
import type { Mailer } from '../services/mail/mailer';
import type { JobQueue } from '../services/queue/queue';
import type { PaymentsGateway } from '../services/payments/payments';
import type { ConnectGateway } from '../services/payments/connect';
import type { Storage } from '../services/storage/storage';
import type { TaxCalculator } from '../services/tax/tax';


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
