import type { FastifyInstance } from 'fastify';
import { requireStudioAccess } from '../http/guards';
import { jobCatalogRoutes } from '../modules/catalog/routes/job-catalog';
import { studioCatalogRoutes } from '../modules/catalog/routes/studio-catalog';
import { jobSettingsRoutes } from '../modules/events/routes/job-settings';
import { studioNotificationRoutes } from '../modules/notifications';
import { studioJobRoutes } from '../modules/events/routes/jobs';
import { studioOrganizationRoutes } from '../modules/events/routes/organizations';
import { jobPrintRoutes } from '../modules/print/routes/job-print';
import { imageLookupRoutes } from '../modules/media/routes/image-lookups';
import { jobGreenScreenRoutes } from '../modules/media/routes/job-greenscreens';
import { jobOrderRoutes } from '../modules/orders/routes/job-orders';
import { studioReportRoutes } from '../modules/reports/routes/studio-reports';
import { studioSubjectRoutes, studioSubjectV3Routes } from '../modules/roster/routes/studio-subjects';
import { studioRoutes, studioLogoRoutes } from '../modules/studios';
import { jobWorkflowRoutes } from '../modules/workflows/routes/job-workflows';
import { fulfilmentRoutes } from '../modules/fulfilment';
import { entryRoutes } from '../modules/entry';
import { studioWatermarkRoutes } from '../modules/watermarks/routes/studio-watermark';
import { payoutRoutes } from '../modules/payouts';
import { studioUserRoutes } from '../modules/users';
import { studioCatalogItemRoutes } from '../modules/catalog/routes/catalog-items';

/** Everything under /api/studioadmin: logged in, and acting on one's own studio only. */
export async function studioAdminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireStudioAccess);
  await app.register(studioRoutes);
  await app.register(studioLogoRoutes);
  await app.register(studioUserRoutes);
  await app.register(studioOrganizationRoutes);
  await app.register(studioJobRoutes);
  await app.register(jobSettingsRoutes);
  await app.register(studioNotificationRoutes);
  await app.register(studioCatalogRoutes);
  await app.register(jobCatalogRoutes);
  await app.register(jobPrintRoutes);
  await app.register(jobOrderRoutes);
  await app.register(studioReportRoutes);
  await app.register(imageLookupRoutes);
  await app.register(jobGreenScreenRoutes);
  await app.register(studioSubjectRoutes);
  await app.register(jobWorkflowRoutes);
  await app.register(fulfilmentRoutes);
  await app.register(entryRoutes);
  await app.register(studioWatermarkRoutes);
  await app.register(payoutRoutes);
  await app.register(studioCatalogItemRoutes);
}

/** Everything under /api/v3/studioadmin (spec §7's subject calls), guarded exactly like /api/studioadmin. */
export async function studioAdminV3Routes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireStudioAccess);
  await app.register(studioSubjectV3Routes);
}
