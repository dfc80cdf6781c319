import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import '../types';

export const configPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  app.decorate('config', opts.config);
}, { name: 'config' });
