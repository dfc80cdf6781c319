import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { storageFromConfig } from '../../services/storage/from-config';
import type { Storage } from '../../services/storage/storage';
import '../types';

export const storagePlugin = fp(async (app: FastifyInstance, opts: { storage?: Storage }) => {
  const storage = opts.storage ?? storageFromConfig(app.config);
  app.decorate('storage', storage);
  if (!opts.storage && 'close' in storage) app.addHook('onClose', async () => (storage as { close(): void }).close());
}, { name: 'storage', dependencies: ['config'] });
