import { dataAnswer, FeatureListAnswer, StudioDetailsAnswer, StudioEarnedTotalsAnswer, UserPreferencesAnswer } from '@shutterday/domain/answers';
import { monthBounds, Permission, StudioUpdateRequest, UserPreferencesUpdateRequest, weekBounds, type StudioEarnedTotals, type UserPreferences } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { ordersRepository } from '../../orders';
import { studiosRepository } from '../repositories/studios';
import { usersRepository, preferencesPatch } from '../../accounts';
import { currentUser } from '../../../http/guards';
import { StudioParams, tags } from '../../../http/studio-params';

const STUDIO_NOT_FOUND = 'Studio not found';

export async function studioRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  async function details(studioId: number) {
    const studio = await studiosRepository.details(app.db, studioId);
    if (!studio) throw notFound(STUDIO_NOT_FOUND);
    return studio;
  }

  app.get('/studios/:studioId', { schema: { response: { 200: dataAnswer(StudioDetailsAnswer) }, tags, summary: 'Studio details', params: StudioParams } }, async (request) => ok(await details(request.params.studioId)));

  app.patch(
    '/studios/:studioId',
    { schema: { response: { 200: dataAnswer(StudioDetailsAnswer) }, tags, summary: 'Update studio details', params: StudioParams, body: StudioUpdateRequest }, config: { permissions: [Permission.StudioCrud, Permission.StudioAdminCrud] } },
    async (request) => {
      await details(request.params.studioId);
      const { name, email, phone, timeZone } = request.body;
      await studiosRepository.update(app.db, request.params.studioId, {
        ...(name !== undefined && { name }),
        ...(email !== undefined && { email }),
        ...(phone !== undefined && { phone }),
        ...(timeZone !== undefined && { timeZone }),
      });
      return ok(await details(request.params.studioId));
    },
  );

  app.get('/studios/:studioId/features', { schema: { response: { 200: dataAnswer(FeatureListAnswer) }, tags, summary: 'Features enabled for the studio', params: StudioParams } }, async (request) => {
    await details(request.params.studioId);
    return ok(await studiosRepository.features(app.db, request.params.studioId));
  });

  app.get('/studios/:studioId/UserPreferences', { schema: { response: { 200: dataAnswer(UserPreferencesAnswer) }, tags, summary: "The caller's preferences (created with defaults)", params: StudioParams } }, async (request) => {
    const row = await usersRepository.preferences(app.db, currentUser(request).id);
    return ok<UserPreferences>(row);
  });

  app.patch(
    '/studios/:studioId/UserPreferences',
    // Every staff member keeps their own preferences, whatever their permissions.
    { schema: { response: { 200: dataAnswer(UserPreferencesAnswer) }, tags, summary: "Update the caller's preferences", params: StudioParams, body: UserPreferencesUpdateRequest }, config: { permissions: [] } },
    async (request) => {
      return ok<UserPreferences>(await usersRepository.updatePreferences(app.db, currentUser(request).id, preferencesPatch(request.body)));
    },
  );

  app.get(
    '/studios/:studioId/earned-totals',
    { schema: { response: { 200: dataAnswer(StudioEarnedTotalsAnswer) }, tags, summary: 'Paid order totals: all time, this calendar month, this calendar week (UTC)', params: StudioParams }, config: { permissions: [Permission.StudioFinancialsRead] } },
    async (request) => {
      await details(request.params.studioId);
      const now = new Date();
      return ok<StudioEarnedTotals>(await ordersRepository.earned(app.db, request.params.studioId, monthBounds(now), weekBounds(now)));
    },
  );
}
