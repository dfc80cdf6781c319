import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { LocalStorage, type Storage } from '../../services/storage/storage';
import '../types';

export const storagePlugin = fp(async (app: FastifyInstance, opts: { storage?: Storage }) => {
  app.decorate('storage', opts.storage ?? new LocalStorage(app.config.storageDir));
}, { name: 'storage', dependencies: ['config'] });
