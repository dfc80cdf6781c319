import type { FastifyInstance } from 'fastify';
import { requireLogin, requireStudioAccess } from '../../../http/guards';
import { jobCatalogRoutes } from '../../catalog/routes/job-catalog';
import { studioCatalogRoutes } from '../../catalog/routes/studio-catalog';
import { studioJobRoutes } from '../../events/routes/jobs';
import { studioOrganizationRoutes } from '../../events/routes/organizations';
import { studioSubjectRoutes, studioSubjectV3Routes } from '../../roster/routes/studio-subjects';
import { studioRoutes } from './studio';

/** Everything under /api/studioadmin: logged in, and acting on one's own studio only. */
export async function studioAdminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireLogin(app));
  app.addHook('preHandler', requireStudioAccess);
  await app.register(studioRoutes);
  await app.register(studioOrganizationRoutes);
  await app.register(studioJobRoutes);
  await app.register(studioCatalogRoutes);
  await app.register(jobCatalogRoutes);
  await app.register(studioSubjectRoutes);
}

/** Everything under /api/v3/studioadmin (spec §7's subject calls), guarded exactly like /api/studioadmin. */
export async function studioAdminV3Routes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireLogin(app));
  app.addHook('preHandler', requireStudioAccess);
  await app.register(studioSubjectV3Routes);
}
