import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AuthService } from '../../modules/accounts/services/auth-service';
import '../types';

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('auth', new AuthService(app.db, app.config.jwtSecret));
  app.decorateRequest('user', null);
}, { name: 'auth', dependencies: ['db'] });
