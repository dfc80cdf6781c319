import { CartMutationResultAnswer, dataAnswer } from '@shutterday/domain/answers';
import { CartPersonalizationRequest, CartRetouchRequest, EntityId } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../http/envelope';
import { typed } from '../../../http/type-provider';
import { addPersonalization, addRetouch, deleteService } from '../services/services';

const tags = ['customer cart'];
const JobParams = v.object({ jobId: EntityId });

/** Retouch and personalization per subject of the cart; prices from the catalogue. */
export async function customerCartServiceRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.post('/jobs/:jobId/cartOrderServices', { schema: { response: { 200: dataAnswer(CartMutationResultAnswer) }, tags, summary: 'Add or update a retouch for a subject', params: JobParams, body: CartRetouchRequest } }, async (request) =>
    ok(await addRetouch(app, request.cart, request.body)),
  );

  // "presonalization": the API's own spelling (spec §7).
  app.post('/jobs/:jobId/cartOrderServices/presonalization', { schema: { response: { 200: dataAnswer(CartMutationResultAnswer) }, tags, summary: 'Add or update a personalization for a subject', params: JobParams, body: CartPersonalizationRequest } }, async (request) =>
    ok(await addPersonalization(app, request.cart, request.body)),
  );

  app.delete('/jobs/:jobId/cartOrderServices/:id', { schema: { response: { 200: dataAnswer(CartMutationResultAnswer) }, tags, summary: 'Remove a service', params: v.object({ jobId: EntityId, id: EntityId }) } }, async (request) =>
    ok(await deleteService(app, request.cart, request.params.id)),
  );
}
