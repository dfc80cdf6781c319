import type { FastifyInstance } from 'fastify';
import { requireStudioAccess } from '../../../http/guards';
import { jobCatalogRoutes } from '../../catalog/routes/job-catalog';
import { studioCatalogRoutes } from '../../catalog/routes/studio-catalog';
import { jobSettingsRoutes } from '../../events/routes/job-settings';
import { studioNotificationRoutes } from '../../notifications';
import { studioJobRoutes } from '../../events/routes/jobs';
import { studioOrganizationRoutes } from '../../events/routes/organizations';
import { jobPrintRoutes } from '../../print/routes/job-print';
import { imageLookupRoutes } from '../../media/routes/image-lookups';
import { jobGreenScreenRoutes } from '../../media/routes/job-greenscreens';
import { jobOrderRoutes } from '../../orders/routes/job-orders';
import { studioReportRoutes } from '../../reports/routes/studio-reports';
import { studioSubjectRoutes, studioSubjectV3Routes } from '../../roster/routes/studio-subjects';
import { studioRoutes, studioLogoRoutes } from '../../studios';
import { jobWorkflowRoutes } from '../../workflows/routes/job-workflows';
import { fulfilmentRoutes } from '../../fulfilment';
import { entryRoutes } from '../../entry';
import { studioWatermarkRoutes } from '../../watermarks/routes/studio-watermark';
import { payoutRoutes } from '../../payouts';
import { studioUserRoutes } from '../../users';
import { studioCatalogItemRoutes } from '../../catalog/routes/catalog-items';

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
