import { CustomerGreenScreenListAnswer, CustomerJobAvailabilityAnswer, CustomerJobPreferencesAnswer, CustomerJobServicesAnswer, CustomerPackageListAnswer, dataAnswer } from '@shutterday/domain/answers';
import {
  EntityId, ORDER_METHODS, PackagesQuery, personalizationDefaults, takesCardPayments, type CustomerGreenScreen, type CustomerJobAvailability,
  type CustomerJobPreferences, type CustomerJobServices, type OrderMethod, type OrderingAvailability,
} from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { prepayOpen } from '../../events';
import { availabilityFor, gateJob, loadOrderingJob } from '../services/job-gate';
import { jobOfferRepository } from '../repositories/job-offer';
import { jobPackagesRepository, toPublicPackage } from '../../catalog';
import { greenScreenUrl } from '../../media';

const tags = ['customer ordering'];
const JobParams = v.object({ jobId: EntityId });
const StudioJobParams = v.object({ studioId: EntityId, jobId: EntityId });

/** Availability, preferences, services, green screens and packages of a job (spec §7 "Customer"). */
export async function customerOrderingJobRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  /** A job of this studio, visible to customers (published, not archived) — else 404. */
  const studioJob = async (studioId: number, jobId: number) => {
    const ctx = await gateJob(app.db, jobId, undefined).catch(() => null);
    if (!ctx || ctx.job.studioId !== studioId) throw notFound('Job not found');
    return ctx;
  };

  app.get('/api/customer/jobs/:jobId/availability', { schema: { response: { 200: dataAnswer(CustomerJobAvailabilityAnswer) }, tags, summary: 'The availability gate of the job per order method', params: JobParams } }, async (request) => {
    const ctx = await loadOrderingJob(app.db, request.params.jobId);
    const methods = Object.fromEntries(ORDER_METHODS.map((m) => [m, availabilityFor(ctx, m)])) as Record<OrderMethod, OrderingAvailability>;
    const { job, studio } = ctx;
    const answer: CustomerJobAvailability = {
      jobId: job.id, published: job.published, archived: job.archived, rspoJob: job.rspoJob,
      prepay: { available: prepayOpen(job, studio.timeZone) }, gallery: { available: job.galleryAvailable }, methods,
      orderingClosesOn: job.orderingClosesOn, timeZone: studio.timeZone,
      onlineOrders: { open: takesCardPayments({ accountId: studio.stripeAccountId, verified: studio.stripeVerified }) },
    };
    return ok(answer);
  });

  app.get('/api/customer/studios/:studioId/jobs/:jobId/job-preferences', { schema: { response: { 200: dataAnswer(CustomerJobPreferencesAnswer) }, tags, summary: 'What the job asks of customers', params: StudioJobParams } }, async (request) => {
    const { job } = await studioJob(request.params.studioId, request.params.jobId);
    const settings = await jobOfferRepository.preferences(app.db, job.id);
    const expired = job.yearBookPoseSelectionEndsAt !== null && job.yearBookPoseSelectionEndsAt <= new Date();
    const answer: CustomerJobPreferences = {
      jobId: job.id, importedData: job.importedData, prepaySettings: { importedData: job.prepayImportedData },
      gallerySettings: { enableYearBookPoseSelection: job.enableYearBookPoseSelection, isYearBookPoseSelectionExpired: expired },
      preorderFields: job.preorderFields,
      settings: settings ?? {},
    };
    return ok(answer);
  });

  app.get('/api/customer/studios/:studioId/jobs/:jobId/services', { schema: { response: { 200: dataAnswer(CustomerJobServicesAnswer) }, tags, summary: 'The job order services and their prices', params: StudioJobParams } }, async (request) => {
    const { job } = await studioJob(request.params.studioId, request.params.jobId);
    const flags = await jobOfferRepository.services(app.db, job.id);
    const catalog = await jobOfferRepository.activeOrderServices(app.db);
    const offered = (code: string) => {
      const row = catalog.find((s) => s.code === code);
      return row ? { orderServiceId: row.id, name: row.name, price: row.price } : null;
    };
    const personalization = flags.allowNameOnAllPrints || flags.allowNameOnWallets ? offered('personalization') : null;
    const answer: CustomerJobServices = {
      jobId: job.id, allowRetouch: flags.allowRetouch, allowNameOnAllPrints: flags.allowNameOnAllPrints, allowNameOnWallets: flags.allowNameOnWallets, imageLevelService: flags.imageLevelService,
      retouch: flags.allowRetouch ? offered('retouch') : null,
      personalization: personalization && { ...personalization, defaults: { ...personalizationDefaults(new Date()), price: personalization.price } },
    };
    return ok(answer);
  });

  app.get('/api/customer/jobs/:jobId/greenscreens', { schema: { response: { 200: dataAnswer(CustomerGreenScreenListAnswer) }, tags, summary: 'Green-screen backgrounds of the job (watermarked)', params: JobParams } }, async (request) => {
    const { job } = await gateJob(app.db, request.params.jobId, undefined);
    const backgrounds = await jobOfferRepository.greenScreens(app.db, job.id);
    const secret = app.config.jwtSecret;
    const answer: CustomerGreenScreen[] = backgrounds.map((bg) => ({
      id: bg.id, name: bg.name, price: bg.price, imageThumbnailUrl: greenScreenUrl(secret, bg.id, 'thumbnail'), previewUrl: greenScreenUrl(secret, bg.id, 'preview'),
    }));
    return ok(answer);
  });

  app.get('/api/customer/jobs/:jobId/packages', { schema: { response: { 200: dataAnswer(CustomerPackageListAnswer) }, tags, summary: 'The packages of the job for an order method', params: JobParams, querystring: PackagesQuery } }, async (request) => {
    await gateJob(app.db, request.params.jobId, request.query.orderMethod);
    return ok((await jobPackagesRepository.list(app.db, request.params.jobId)).map(toPublicPackage));
  });
}
