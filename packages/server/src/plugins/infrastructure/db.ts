import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import '../types';

export const dbPlugin = fp(async (app: FastifyInstance, opts: { database: DatabaseHandle; ownsDatabase: boolean }) => {
  app.decorate('db', opts.database.db);
  app.decorate('databaseKind', opts.database.kind);
  if (opts.ownsDatabase) app.addHook('onClose', async () => opts.database.close());
}, { name: 'db', dependencies: ['config'] });
