import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { documentErrorAnswers, plainJsonSerializer } from './http/answers';
import { installErrorHandler } from './http/error-handler';
import { refuseHostileText } from './http/hostile-text';
import { sweepSpooled } from './http/spool';
import { valibotValidatorCompiler } from './http/valibot-compiler';
import { apiDocsPlugin } from './plugins/app/api-docs';
import { metricsPlugin } from './plugins/app/metrics';
import { staticHostingPlugin } from './plugins/app/static-hosting';
import { authPlugin } from './plugins/infrastructure/auth';
import { configPlugin } from './plugins/infrastructure/config';
import { dbPlugin } from './plugins/infrastructure/db';
import { mailPlugin } from './plugins/infrastructure/mail';
import { paymentsPlugin } from './plugins/infrastructure/payments';
import { rateLimitPlugin } from './plugins/infrastructure/rate-limit';
import { queuePlugin } from './plugins/infrastructure/queue';
import { storagePlugin } from './plugins/infrastructure/storage';
import { taxPlugin } from './plugins/infrastructure/tax';
import { adminRoutes } from './routes/system-admin';
import { accountRoutes, authRoutes } from './modules/accounts';
import { customerCartPrefix } from './modules/ordering/routes/customer-cart-prefix';
import { customerPaymentsRoutes } from './modules/ordering/routes/payments';
import { customerDownloadRoutes } from './modules/ordering/routes/downloads';
import { sendOwedConfirmations } from './modules/ordering/services/confirmation';
import { customerGreenScreenImageRoutes } from './modules/media/routes/customer-greenscreen-images';
import { customerStudioLogoRoutes, studioSetupRoutes } from './modules/studios';
import { customerImageRoutes } from './modules/media/routes/customer-images';
import { customerPrintPreviewRoutes } from './modules/fulfilment/render/preview-route';
import { startPhotoWorker } from './modules/media/services/photo-processing';
import { startRemarkWorker } from './modules/watermarks/services/remark';
import { startPrintFileWorker } from './modules/fulfilment';
import { customerOrderingJobRoutes } from './modules/ordering/routes/ordering-job';
import { customerSubjectRoutes } from './modules/roster/routes/customer-subjects';
import { customerCodeRoutes } from './modules/roster/routes/customer-codes';
import { customerNotificationRoutes, startNotifications } from './modules/notifications';
import { customerJobRoutes } from './modules/events/routes/customer-jobs';
import { customerStudioRoutes } from './modules/events/routes/customer-studios';
import { healthRoutes } from './routes/health';
import { studioAdminRoutes, studioAdminV3Routes } from './routes/studio-admin';
import { staffWorkflowRoutes } from './modules/workflows/routes/workflow-templates';
import { staffDefinedFieldRoutes } from './modules/events/routes/defined-fields';
import type { MailDelivery, Mailer } from './services/mail/mailer';
import type { PaymentsGateway } from './services/payments/payments';
import type { ConnectGateway } from './services/payments/connect';
import { providerWebhookRoutes } from './modules/payouts';
import { publicReleaseRoutes, teamReleaseRoutes } from './modules/releases';
import type { JobQueue } from './services/queue/queue';
import type { Storage } from './services/storage/storage';
import type { TaxCalculator } from './services/tax/tax';

export interface BuildAppOptions {
  config: AppConfig;
  /** An already open database (tests); otherwise one is opened from the configuration and closed with the app. */
  database?: DatabaseHandle;
  storage?: Storage;
  /** Background jobs; by default pg-boss on PostgreSQL, in process on the embedded database. */
  queue?: JobQueue;
  mailer?: Mailer;
  /** Retries and relay waits of the mail queue (tests shorten them); DEFAULT_MAIL_DELIVERY otherwise. */
  mailDelivery?: MailDelivery;
  payments?: PaymentsGateway;
  /** Stripe Connect and webhooks; tests pass the SDK gateway answering recorded responses. */
  connect?: ConnectGateway;
  tax?: TaxCalculator;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is added (the hostile suite walks the route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Proofs per job of a watermark re-marking run (`REMARK_CHUNK` by default). */
  remarkChunk?: number;
}

const CALLER_REQUEST_ID = /^[\w.:-]{8,64}$/;
function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && CALLER_REQUEST_ID.test(given) ? given : randomUUID();
}

/** TRUST_PROXY as a hop count: believe X-Forwarded-For up to that many proxies back. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // Spec §7 writes some paths with a trailing slash (/api/customer/cart/search/); accept both forms.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names: anyone else could forge it.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Every log line of a request carries its id: the caller's X-Request-Id when it is a plain token (a
    // load balancer's), else a new one; the answer names it, so a person's report finds its lines.
    genReqId: requestId,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before anyone else sees a route: each one documents its error envelopes (http/answers.ts).
  app.addHook('onRoute', documentErrorAnswers);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.setSerializerCompiler(plainJsonSerializer);
  // Every API body is JSON (uploads are multipart): plain text would reach the schemas as a bare string.
  app.removeContentTypeParser('text/plain');
  app.addHook('preValidation', refuseHostileText);
  installErrorHandler(app);

  // Infrastructure first: everything the routes rely on is decorated before any route loads.
  const database = options.database ?? openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? null : `${config.dataDir}/pglite`, timeouts: config.databaseTimeouts, poolSize: config.databasePoolSize });
  await app.register(configPlugin, { config });
  await app.register(dbPlugin, { database, ownsDatabase: !options.database });
  await app.register(storagePlugin, { storage: options.storage });
  await app.register(queuePlugin, { queue: options.queue, databaseUrl: database.url ?? null });
  await app.register(mailPlugin, { mailer: options.mailer, delivery: options.mailDelivery });
  await app.register(paymentsPlugin, { payments: options.payments, connect: options.connect });
  await app.register(taxPlugin, { tax: options.tax });
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  // The shell's CSP is set on its HTML by the static host; the API and swagger-ui need none of it.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'same-site' } });

  // Application: the API, its document, then the static apps.
  await app.register(metricsPlugin);
  await app.register(apiDocsPlugin);
  await app.register(
    fp(async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(studioSetupRoutes);
      await api.register(customerStudioRoutes);
      await api.register(customerJobRoutes);
      await api.register(customerImageRoutes);
      await api.register(customerGreenScreenImageRoutes);
      await api.register(customerStudioLogoRoutes);
      await api.register(customerPrintPreviewRoutes);
      await api.register(customerOrderingJobRoutes);
      await api.register(customerSubjectRoutes);
      await api.register(customerCodeRoutes);
      await api.register(customerNotificationRoutes);
      await api.register(customerCartPrefix, { prefix: '/api/customer' });
      await api.register(customerPaymentsRoutes);
      await api.register(customerDownloadRoutes);
      await api.register(providerWebhookRoutes);
      await api.register(publicReleaseRoutes);
      await api.register(teamReleaseRoutes, { prefix: '/api/release' });
      await api.register(studioAdminRoutes, { prefix: '/api/studioadmin' });
      await api.register(studioAdminV3Routes, { prefix: '/api/v3/studioadmin' });
      await api.register(staffWorkflowRoutes, { prefix: '/api/v3/workflows' });
      await api.register(staffDefinedFieldRoutes, { prefix: '/api/v3/defined-fields' });
      await api.register(accountRoutes, { prefix: '/api/account' });
      await api.register(adminRoutes, { prefix: '/api/admin' });
    }, { name: 'api-routes', dependencies: ['auth', 'api-docs'] }),
  );
  await app.register(staticHostingPlugin, { appRoot: config.appRoot });
  // Background work starts once everything is loaded, and picks up what a stopped instance left pending.
  app.addHook('onReady', async () => startPhotoWorker(app));
  app.addHook('onReady', async () => startRemarkWorker(app, options.remarkChunk));
  app.addHook('onReady', async () => startPrintFileWorker(app));
  app.addHook('onReady', async () => app.mailer.start());
  app.addHook('onReady', async () => sendOwedConfirmations(app));
  app.addHook('onReady', async () => sweepSpooled(config.dataDir));
  let stopNotifications = () => {};
  app.addHook('onReady', async () => {
    stopNotifications = await startNotifications(app, config.notifySweepMs);
  });
  app.addHook('onClose', async () => stopNotifications());
  return app;
}
