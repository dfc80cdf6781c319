import { EmptyBody, Permission } from '@shutterday/domain';
import { ConnectQuery, PAYOUT_MESSAGES, RequestVerificationBody } from '@shutterday/domain/staff';
import { ConnectStartAnswer, dataAnswer, PayoutConnectionAnswer, PayoutsOverviewAnswer } from '@shutterday/domain/answers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope';
import { currentUser } from '../../../http/guards';
import { badRequest, conflict, HttpError } from '../../../http/http-error';
import { StudioParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { confirmCurrentPassword } from '../../accounts';
import { payoutAccountsRepository } from '../repositories/payout-accounts';
import { connectState, stateIsValid } from '../services/connect-state';
import { payoutConnection, removeBlockedReason, requireVerified, studioOrFail } from '../services/payout-connection';
import { payoutsOverview } from '../services/payouts-overview';
import { verifyAccount } from '../services/verify-account';

/** Connecting, disconnecting and verifying move the studio's money: the studio's editors only (studio.admin.crud, as every write under /stripe: `STUDIO_ADMIN_AREAS`). */
const EDITORS = [Permission.StudioCrud, Permission.StudioAdminCrud];
/** Whether an account is connected and verified: the editors and those who read the studio's finances. */
const READERS = [...EDITORS, Permission.StudioFinancialsRead];
/** The money itself (balance, payouts, each order's gross, commission and net): "See payments and reports" only. */
const MONEY_READERS = [Permission.StudioFinancialsRead];
const CONNECT_NOT_CONFIGURED = 'Stripe Connect is not set up on this platform (STRIPE_CLIENT_ID). Ask the platform administrator.';

/** Where the provider sends the browser back: the studio's Payouts page, which finishes the connection. */
const returnUrl = (app: FastifyInstance, request: FastifyRequest, studioId: number) =>
  `${app.config.publicUrl || `${request.protocol}://${request.host}`}/admin/studios/${studioId}/settings/payouts`;

/** Studio Settings → Payouts (docs/server.md "Payouts"). */
export async function payoutRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get(
    '/studios/:studioId/stripe',
    { config: { permissions: READERS }, schema: { response: { 200: dataAnswer(PayoutConnectionAnswer) }, tags, summary: "The studio's connected Stripe account and whether Stripe verified it", params: StudioParams } },
    async (request) => ok(await payoutConnection(app.db, await studioOrFail(app.db, request.params.studioId))),
  );

  app.get(
    '/studios/:studioId/stripe/connect-url',
    { config: { permissions: EDITORS }, schema: { response: { 200: dataAnswer(ConnectStartAnswer) }, tags, summary: "Where \"Connect with Stripe\" sends the browser (Stripe Connect OAuth; the sandbox's own page by default)", params: StudioParams } },
    async (request) => {
      const { studioId } = request.params;
      await studioOrFail(app.db, studioId);
      const url = app.connect.authorizeUrl({ state: connectState(app.config.jwtSecret, studioId, currentUser(request).id), redirectUri: returnUrl(app, request, studioId) });
      if (!url) throw conflict(CONNECT_NOT_CONFIGURED);
      return ok({ url });
    },
  );

  app.patch(
    '/studios/:studioId/stripe/connect',
    { config: { permissions: EDITORS }, schema: { response: { 200: dataAnswer(PayoutConnectionAnswer) }, tags, summary: 'Exchange the code of the Stripe Connect return for the connected account (unverified until Stripe says so)', params: StudioParams, querystring: ConnectQuery, body: EmptyBody } },
    async (request) => {
      const { studioId } = request.params;
      if (!stateIsValid(app.config.jwtSecret, request.query.state, studioId, currentUser(request).id)) throw badRequest(PAYOUT_MESSAGES.badState);
      await studioOrFail(app.db, studioId);
      const exchanged = await app.connect.exchangeCode(request.query.code, request.query.state);
      if (exchanged.status === 'failed') throw badRequest(exchanged.message);
      const studio = await app.db.transaction(async (tx) => {
        const current = await studioOrFail(tx, studioId, { lock: true });
        if (current.accountId !== exchanged.accountId) {
          // Switching accounts follows the rule of disconnecting: never while money is on its way to the old one.
          const blocked = await removeBlockedReason(tx, current);
          if (blocked) throw conflict(blocked);
          await payoutAccountsRepository.connect(tx, studioId, exchanged.accountId);
        }
        return studioOrFail(tx, studioId);
      });
      return ok(await payoutConnection(app.db, studio));
    },
  );

  app.patch(
    '/studios/:studioId/stripe/remove',
    { config: { permissions: EDITORS }, schema: { response: { 200: dataAnswer(PayoutConnectionAnswer) }, tags, summary: 'Disconnect the Stripe account; refused while orders are still being paid out to it or disputed', params: StudioParams, body: EmptyBody } },
    async (request) => {
      const { studioId } = request.params;
      const removed = await app.db.transaction(async (tx) => {
        const studio = await studioOrFail(tx, studioId, { lock: true });
        if (!studio.accountId) return null;
        const blocked = await removeBlockedReason(tx, studio);
        if (blocked) throw conflict(blocked);
        await payoutAccountsRepository.disconnect(tx, studioId);
        return studio.accountId;
      });
      if (removed) await app.connect.disconnect(removed);
      return ok(await payoutConnection(app.db, await studioOrFail(app.db, studioId)));
    },
  );

  app.post(
    '/studios/:studioId/request-verification',
    {
      config: { permissions: EDITORS },
      schema: { response: { 200: dataAnswer(PayoutConnectionAnswer) }, tags, summary: "Ask Stripe whether it verified the connected account (accountNumber: the account's id, password: the caller's)", params: StudioParams, body: RequestVerificationBody },
    },
    async (request) => {
      const { studioId } = request.params;
      const studio = await studioOrFail(app.db, studioId);
      await confirmCurrentPassword(app.db, currentUser(request).id, request.body.password);
      if (!studio.accountId) throw conflict(PAYOUT_MESSAGES.notConnected);
      if (request.body.accountNumber !== studio.accountId) throw badRequest(PAYOUT_MESSAGES.wrongAccountNumber);
      await verifyAccount(app, studio.accountId);
      return ok(await payoutConnection(app.db, await studioOrFail(app.db, studioId)));
    },
  );

  app.get(
    '/studios/:studioId/payouts',
    { config: { permissions: MONEY_READERS }, schema: { response: { 200: dataAnswer(PayoutsOverviewAnswer) }, tags, summary: "Balance, upcoming and paid payouts, and each order's gross, commission and net", params: StudioParams } },
    async (request) => {
      const studio = await studioOrFail(app.db, request.params.studioId);
      requireVerified(studio);
      try {
        return ok(await payoutsOverview(app, studio.id, studio.accountId));
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error }, 'reading the payouts from the provider failed');
        throw new HttpError(503, 'Stripe did not answer. Try again in a moment.');
      }
    },
  );
}
