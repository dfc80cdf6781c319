import { SystemStatusAnswer, dataAnswer } from '@shutterday/domain/answers';
import type { SystemStatus } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../../../server-root';
import { ok } from '../../../http/envelope';
import { typed } from '../../../http/type-provider';
import { readSystemFigures } from '../repositories/system-status';

const { version } = JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as { version: string };

/** The system admin's System page: how this installation is set up (never a secret) and how it is doing. */
export async function adminSystemRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const startedAt = new Date().toISOString();

  app.get('/system', { schema: { response: { 200: dataAnswer(SystemStatusAnswer) }, tags: ['system admin'], summary: 'How this installation runs: versions, database, services, and the figures of the day' } }, async () => {
    const { migrationsApplied, sizeBytes, ...figures } = await readSystemFigures(app.db);
    return ok<SystemStatus>({
      version,
      node: process.version,
      startedAt,
      database: { kind: app.databaseKind === 'postgres' ? 'postgresql' : 'embedded', migrationsApplied, sizeBytes },
      queue: app.queue.kind,
      payments: app.config.payments,
      mail: app.config.smtpUrl ? 'smtp' : 'recorded',
      storage: app.config.s3 ? 's3' : 'local',
      ...figures,
    });
  });
}
